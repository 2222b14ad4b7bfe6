import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchQuery, type ConcreteRequest, type OperationType } from 'relay-runtime';
import { environment } from '../relay/environment';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { domainsPath } from '../routes/domainPaths';

interface OrderPageQuery extends OperationType {
  variables: { associateId: string };
  response: { readonly siteConfig: { readonly domainTransactionsEnabled: boolean } };
}

/**
 * ROUTE-022, ROUTE-023: purchase/ and transfer/ go back to domains/ while domain transactions are off. The page's
 * query carries the site config; the decision waits for that same request (Relay answers both from one round trip).
 */
export function domainOrderLoader<T extends OrderPageQuery>(query: ConcreteRequest) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<QueryLoaderData<T>> => {
    await requireAccess(request);
    const agentId = params.agentID ?? '';
    const variables = { associateId: agentId };
    const loaded = preloadQuery<T>(query, variables, 'store-and-network');
    const data = await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
    if (!data?.siteConfig.domainTransactionsEnabled) throw replace(domainsPath(agentId));
    return loaded;
  };
}
