import { GraphQLError } from 'graphql';
import { fromGlobalId } from '../relay/globalId';

export type SchedulerType = 'Schedule' | 'AvailabilityBlock' | 'OutOfOfficeBlock' | 'Appointment';

export interface SchedulerRef {
  agentId: string;
  pk: number;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** relay/globalId's format, `Type:{agentId}/{pk}`; these types have no node(id:) entry, the agent is their parent. */
export function schedulerId(type: SchedulerType, agentId: string, pk: number): string {
  return encode(`${type}:${agentId}/${pk}`);
}

export function subscriptionId(agentId: string): string {
  return encode(`SchedulerSubscription:${agentId}`);
}

export function parseSchedulerId(id: string, type: SchedulerType): SchedulerRef | null {
  const parsed = fromGlobalId(id);
  if (parsed?.type !== type) return null;
  const slash = parsed.localId.lastIndexOf('/');
  const pk = Number(parsed.localId.slice(slash + 1));
  if (slash <= 0 || !Number.isSafeInteger(pk) || pk <= 0) return null;
  return { agentId: parsed.localId.slice(0, slash), pk };
}

/** A mutation's id, or NOT_FOUND with the mutation's failure text. */
export function refOf(id: string, type: SchedulerType, failure: string): SchedulerRef {
  const ref = parseSchedulerId(id, type);
  if (!ref) throw new GraphQLError(failure, { extensions: { code: 'NOT_FOUND' } });
  return ref;
}
