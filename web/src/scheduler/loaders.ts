import { MESSAGES } from '@portal/rules';
import { replace, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { fetchQuery, graphql, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import type { loadersSchedulerAppointmentsPageQuery } from '../__generated__/loadersSchedulerAppointmentsPageQuery.graphql';
import type { loadersSchedulerGateQuery } from '../__generated__/loadersSchedulerGateQuery.graphql';
import type { loadersSchedulerPitchPageQuery } from '../__generated__/loadersSchedulerPitchPageQuery.graphql';
import type { loadersSchedulerSchedulePageQuery } from '../__generated__/loadersSchedulerSchedulePageQuery.graphql';
import type { loadersSchedulerSchedulesPageQuery } from '../__generated__/loadersSchedulerSchedulesPageQuery.graphql';
import type { loadersSchedulerSettingsPageQuery } from '../__generated__/loadersSchedulerSettingsPageQuery.graphql';
import { environment } from '../relay/environment';
import { defineQueryLoader, type QueryLoader } from '../routes/defineQueryLoader';
import { requirePageData } from '../routes/failureText';
import { requireAccess } from '../routes/guard';
import { PATHS, schedulerHref } from '../routes/paths';

/** What every scheduler page's query answers first: whether the agent has the scheduler, and its subscription. */
interface GateAnswer {
  readonly agent:
    | {
        readonly schedulerAvailable: boolean;
        readonly schedulerSubscription: { readonly active: boolean } | null | undefined;
      }
    | null
    | undefined;
}

type SchedulerPageQuery = OperationType & { variables: { associateId: string }; response: GateAnswer };
type Variables = (params: Params) => { associateId: string } & Record<string, unknown>;
type Place = 'root' | 'child';

const variables = (params: Params) => ({ associateId: params.agentID ?? '' });

/**
 * ROUTE-028: asked first only when this browser has not yet seen whether the agent has the scheduler; a child page's
 * own query asks for scheduler data, which the gateway refuses (FORBIDDEN, an alert) for an agent without it.
 */
const gateQuery = graphql`
  query loadersSchedulerGateQuery($associateId: ID!) {
    agent(associateId: $associateId) {
      schedulerAvailable
      schedulerSubscription {
        active
      }
    }
  }
`;

/** Whether each agent has the scheduler, as the gateway last answered (decision D-35: no upstream call behind it). */
const availability = new Map<string, boolean>();

/**
 * ROUTE-028: no scheduler for the agent → dashboard/. ROUTE-036: the pitch page with a subscription → schedules/.
 * ROUTE-037..039: a child without a subscription → the pitch page.
 */
function redirectOf(agentId: string, answer: GateAnswer | undefined, place: Place): string | null {
  const agent = requirePageData(answer?.agent, MESSAGES.agentData(agentId));
  availability.set(agentId, agent.schedulerAvailable);
  if (!agent.schedulerAvailable) return PATHS.dashboard.href({ agentID: agentId });
  // ERR-014 is in the alert bar; the page's failure notice offers a retry.
  const subscription = requirePageData(agent.schedulerSubscription, MESSAGES.schedSubscriptionLoad);
  if (place === 'root' && subscription.active) return schedulerHref(agentId, 'schedules');
  if (place === 'child' && !subscription.active) return schedulerHref(agentId);
  return null;
}

async function answerOf<T extends SchedulerPageQuery>(query: GraphQLTaggedNode, vars: T['variables']) {
  return fetchQuery<T>(environment, query, vars, { fetchPolicy: 'network-only' }).toPromise();
}

/**
 * The scheduler's routes redirect on the answer (ROUTE-028, ROUTE-036..039), so the page's loader waits for its own
 * query (the same request: Relay shares the one in flight); only a child page of an agent this browser has not seen
 * yet asks the gate first.
 */
function gated<T extends SchedulerPageQuery>(page: QueryLoader<T>, query: GraphQLTaggedNode, place: Place, vars: Variables = variables) {
  return async (args: LoaderFunctionArgs) => {
    const agentId = args.params.agentID ?? '';
    if (place === 'child' && availability.get(agentId) !== true) {
      await requireAccess(args.request);
      const target = redirectOf(agentId, await answerOf<loadersSchedulerGateQuery>(gateQuery, { associateId: agentId }), place);
      if (target) throw replace(target);
    }
    const loaded = await page.loader(args);
    const target = redirectOf(agentId, await answerOf<T>(query, vars(args.params) as T['variables']), place);
    if (target) throw replace(target);
    return loaded;
  };
}

const pitchQuery = graphql`
  query loadersSchedulerPitchPageQuery($associateId: ID!) {
    agent(associateId: $associateId) {
      schedulerAvailable
      schedulerSubscription {
        active
      }
    }
  }
`;
const pitch = defineQueryLoader<loadersSchedulerPitchPageQuery>({ query: pitchQuery, variables });
/** ROUTE-028, ROUTE-036, SCHED-001: the pitch page. */
export const pitchLoader = gated(pitch, pitchQuery, 'root');
export const usePitchPageData = pitch.usePageData;

const appointmentsQuery = graphql`
  query loadersSchedulerAppointmentsPageQuery($associateId: ID!) {
    agent(associateId: $associateId) {
      schedulerAvailable
      schedulerSubscription {
        active
      }
      ...AppointmentTable_agent
    }
  }
`;
const appointments = defineQueryLoader<loadersSchedulerAppointmentsPageQuery>({ query: appointmentsQuery, variables });
/** ROUTE-028, ROUTE-037, SCHED-005 */
export const appointmentsLoader = gated(appointments, appointmentsQuery, 'child');
export const useAppointmentsPageData = appointments.usePageData;

const schedulesQuery = graphql`
  query loadersSchedulerSchedulesPageQuery($associateId: ID!) {
    agent(associateId: $associateId) {
      schedulerAvailable
      schedulerSubscription {
        active
      }
      ...SchedulesPage_agent
    }
  }
`;
const schedules = defineQueryLoader<loadersSchedulerSchedulesPageQuery>({ query: schedulesQuery, variables });
/** ROUTE-028, ROUTE-038, SCHED-010 */
export const schedulesLoader = gated(schedules, schedulesQuery, 'child');
export const useSchedulesPageData = schedules.usePageData;

/** A schedule number from the address; anything else is 0, which no schedule has (the page says so). */
const pkOf = (value: string | undefined) => (/^[1-9][0-9]{0,8}$/.test(value ?? '') ? Number(value) : 0);
const scheduleVariables = (params: Params) => ({ associateId: params.agentID ?? '', pk: pkOf(params.schedulePk) });

const scheduleQuery = graphql`
  query loadersSchedulerSchedulePageQuery($associateId: ID!, $pk: Int!) {
    agent(associateId: $associateId) {
      schedulerAvailable
      schedulerSubscription {
        active
      }
      ...SchedulePage_agent @arguments(pk: $pk)
    }
  }
`;
const schedule = defineQueryLoader<loadersSchedulerSchedulePageQuery>({ query: scheduleQuery, variables: scheduleVariables });
/** ROUTE-028, ROUTE-038, SCHED-012: one schedule's page (API-024). */
export const scheduleLoader = gated(schedule, scheduleQuery, 'child', scheduleVariables);
export const useSchedulePageData = schedule.usePageData;

const settingsQuery = graphql`
  query loadersSchedulerSettingsPageQuery($associateId: ID!) {
    agent(associateId: $associateId) {
      schedulerAvailable
      schedulerSubscription {
        active
      }
      ...CalendarLinks_agent
      ...RecipientsForm_agent
    }
  }
`;
const settings = defineQueryLoader<loadersSchedulerSettingsPageQuery>({ query: settingsQuery, variables });
/** ROUTE-028, ROUTE-039, SCHED-028 */
export const settingsLoader = gated(settings, settingsQuery, 'child');
export const useSettingsPageData = settings.usePageData;
