import type { Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { mutate } from '../relay/mutate';
import { schedulerSaves } from './saveIndicator';

/** A scheduler write: the mutation, counted by the scheduler's save indicator (SCHED-026). */
export function schedulerWrite<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  return schedulerSaves.track(mutate<T>(environment, mutation, variables));
}
