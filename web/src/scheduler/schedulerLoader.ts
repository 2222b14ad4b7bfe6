import { MESSAGES } from '@portal/rules';
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchQuery, type ConcreteRequest, type OperationType } from 'relay-runtime';
import schedulerGateQueryNode, { type schedulerGateQuery } from '../__generated__/schedulerGateQuery.graphql';
import { environment } from '../relay/environment';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { dashboardPath, schedulerPath } from './paths';

interface GateAnswer {
  readonly agent:
    | {
        readonly schedulerAvailable: boolean;
        readonly schedulerSubscription: { readonly active: boolean } | null | undefined;
      }
    | null
    | undefined;
}

interface SchedulerPageQuery extends OperationType {
  variables: { associateId: string };
  response: GateAnswer;
}

/** Whether each agent has the scheduler, as the gateway last answered (decision D-35: no upstream call behind it). */
const availability = new Map<string, boolean>();

export type SchedulerPlace = 'root' | 'child';

/**
 * ROUTE-028: no scheduler for the agent → dashboard/. ROUTE-036: the pitch page with a subscription → schedules/.
 * ROUTE-037..039: a child without a subscription → the pitch page.
 */
function schedulerRedirect(agentId: string, answer: GateAnswer, place: SchedulerPlace): string | null {
  const agent = answer.agent;
  if (!agent) throw new Error(MESSAGES.agentData(agentId));
  availability.set(agentId, agent.schedulerAvailable);
  if (!agent.schedulerAvailable) return dashboardPath(agentId);
  // ERR-014 is in the alert bar; the route's error view offers a retry.
  if (!agent.schedulerSubscription) throw new Error(MESSAGES.schedSubscriptionLoad);
  if (place === 'root' && agent.schedulerSubscription.active) return schedulerPath(agentId, 'schedules');
  if (place === 'child' && !agent.schedulerSubscription.active) return schedulerPath(agentId);
  return null;
}

/**
 * A scheduler page's loader. The redirect waits for the page's own query (one round trip, like the domain order
 * pages); only a child page of an agent this browser has not seen yet asks the gate first.
 */
export function schedulerLoader<T extends SchedulerPageQuery>(query: ConcreteRequest, place: SchedulerPlace) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<QueryLoaderData<T>> => {
    await requireAccess(request);
    const agentId = params.agentID ?? '';
    const variables = { associateId: agentId };
    if (place === 'child' && availability.get(agentId) !== true) {
      const gate = await fetchQuery<schedulerGateQuery>(environment, schedulerGateQueryNode, variables, {
        fetchPolicy: 'network-only',
      }).toPromise();
      const target = schedulerRedirect(agentId, gate ?? { agent: null }, place);
      if (target) throw replace(target);
    }
    const loaded = preloadQuery<T>(query, variables, 'store-and-network');
    const data = await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
    const target = schedulerRedirect(agentId, data ?? { agent: null }, place);
    if (target) throw replace(target);
    return loaded;
  };
}
