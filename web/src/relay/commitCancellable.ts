import type { Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { CANCELLABLE_METADATA, QUIET_METADATA } from './fetchGraphQL';
import { commitMutationPromise } from './mutate';

/**
 * A mutation that reports nothing itself (no alert bar, no snackbar) and is cancelled by `signal`: Relay disposes
 * it and the network layer aborts the fetch (EDITOR-054). For checks, not saves: it stores nothing.
 */
export function commitCancellable<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  signal: AbortSignal,
): Promise<T['response']> {
  return commitMutationPromise<T>(environment, mutation, variables, {
    cacheConfig: { metadata: { [QUIET_METADATA]: true, [CANCELLABLE_METADATA]: true } },
    signal,
  });
}
