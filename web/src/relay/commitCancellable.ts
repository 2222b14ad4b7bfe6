import { commitMutation, type Environment, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { CANCELLABLE_METADATA, QUIET_METADATA } from './fetchGraphQL';
import { GraphQLRequestError } from './GraphQLRequestError';

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
  return new Promise<T['response']>((resolve, reject) => {
    const disposable = commitMutation<T>(environment, {
      mutation,
      variables,
      cacheConfig: { metadata: { [QUIET_METADATA]: true, [CANCELLABLE_METADATA]: true } },
      onCompleted: (response, errors) => (errors?.length ? reject(new GraphQLRequestError(errors)) : resolve(response)),
      onError: reject,
    });
    signal.addEventListener(
      'abort',
      () => {
        disposable.dispose();
        reject(new DOMException('The check was replaced by a newer one.', 'AbortError'));
      },
      { once: true },
    );
  });
}
