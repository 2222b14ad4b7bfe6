import {
  commitLocalUpdate,
  commitMutation,
  type CacheConfig,
  type Environment,
  type GraphQLTaggedNode,
  type MutationConfig,
  type MutationParameters,
  type SelectorStoreUpdater,
} from 'relay-runtime';
import { QUIET_METADATA, queriesSettled } from './fetchGraphQL';
import { GraphQLRequestError, hasCode } from './GraphQLRequestError';
import { actionOf, IDEMPOTENCY_METADATA, keyForCommit, settleCommit } from './idempotency';
import { revalidatePageAndWait } from './navigator';
import { trackWrite } from './pendingWrites';

export interface CommitOptions<T extends MutationParameters> {
  /** Metadata for the network layer: the action's Idempotency-Key, quiet, cancellable. */
  cacheConfig?: CacheConfig;
  /** Store changes the payload cannot express (a deleted node leaving a list). */
  updater?: SelectorStoreUpdater<T['response']>;
  /** The payload shown at once, before the server answers; Relay rolls it back if the write fails. */
  optimisticResponse?: T['rawResponse'];
  /** Store changes shown at once, before the server answers; rolled back like optimisticResponse. */
  optimisticUpdater?: SelectorStoreUpdater<T['response']>;
  /** Cancels the commit: Relay disposes it (a cancellable request's fetch is aborted) and the promise rejects. */
  signal?: AbortSignal;
}

/**
 * The one promise around Relay's commitMutation: resolves with the payload, rejects with the GraphQL errors as a
 * GraphQLRequestError (or the network's error). Every commit path of the web client goes through here.
 */
export function commitMutationPromise<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  { signal, ...config }: CommitOptions<T> = {},
): Promise<T['response']> {
  return new Promise<T['response']>((resolve, reject) => {
    const disposable = commitMutation<T>(environment, {
      mutation,
      variables,
      ...(config as Pick<MutationConfig<T>, keyof typeof config>),
      onCompleted: (response, errors) => (errors?.length ? reject(new GraphQLRequestError(errors)) : resolve(response)),
      onError: reject,
    });
    signal?.addEventListener(
      'abort',
      () => {
        disposable.dispose();
        reject(new DOMException('The commit was replaced by a newer one.', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * After a write timed out upstream it may have landed: every cached record is marked stale and the current page's
 * loaders run again, so the page shows what was really stored before the user can try again (decision D-64).
 */
async function refreshAfterUncertainWrite(environment: Environment): Promise<void> {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
  await revalidatePageAndWait();
  await queriesSettled();
}

export type ActionOptions<T extends MutationParameters> = Omit<CommitOptions<T>, 'cacheConfig' | 'signal'> & {
  /** The screen says this write's failure itself (a dialog, its form): none in the alert bar (issue #26). */
  quiet?: boolean;
};

/**
 * One user action as a promise (what useKitMutation commits): each commit carries its own Idempotency-Key (the retry
 * of a write whose outcome is unknown re-sends it); on UPSTREAM_TIMEOUT the page data is refreshed before the promise
 * rejects; while it runs it counts as a pending write (the progress bar).
 */
export function commitAction<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  { quiet = false, ...options }: ActionOptions<T> = {},
): Promise<T['response']> {
  const action = actionOf(mutation, variables);
  const key = keyForCommit(action);
  const committed = commitMutationPromise<T>(environment, mutation, variables, {
    ...options,
    cacheConfig: { metadata: { [IDEMPOTENCY_METADATA]: key, ...(quiet ? { [QUIET_METADATA]: true } : {}) } },
  });
  const settled = committed.then(
    (response) => {
      settleCommit(action, key, false);
      return response;
    },
    async (error: unknown) => {
      const outcomeUnknown = hasCode(error, 'UPSTREAM_TIMEOUT');
      settleCommit(action, key, outcomeUnknown);
      if (outcomeUnknown) await refreshAfterUncertainWrite(environment).catch(() => undefined);
      throw error;
    },
  );
  return trackWrite(settled);
}
