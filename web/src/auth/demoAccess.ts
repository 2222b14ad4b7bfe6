import type { DemoAccess } from '@portal/rules';
import { fetchQuery, graphql } from 'relay-runtime';
import type { demoAccessQuery } from '../__generated__/demoAccessQuery.graphql';
import { environment } from '../relay/environment';

const query = graphql`
  query demoAccessQuery {
    siteConfig {
      demoDomains
      demoUsers {
        associateId
      }
    }
  }
`;

/** /agents/{owner}/domains/{domain}/… : the paths a demo user may open on a demo domain (AUTH-016). */
export function isAgentDomainPath(pathname: string): boolean {
  return /^\/agents\/[^/]+\/domains\/[^/]+\//.test(pathname);
}

/**
 * AUTH-016 (decision D-51): the site config's demo lists in the shape canOpenPath takes, or null when they cannot be
 * read (the roles table alone then decides). For the route guard: ask only when the roles table refused a domain path.
 */
export async function demoAccessFor(): Promise<DemoAccess | null> {
  try {
    const data = await fetchQuery<demoAccessQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    if (!data) return null;
    return {
      demoDomains: [...data.siteConfig.demoDomains],
      demoUsers: data.siteConfig.demoUsers.map((u) => ({ associateId: u.associateId })),
    };
  } catch {
    return null;
  }
}
