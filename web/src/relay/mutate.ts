import {
  commitLocalUpdate,
  commitMutation,
  type CacheConfig,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type PayloadError,
} from 'relay-runtime';
import { queriesSettled } from './fetchGraphQL';
import { GraphQLRequestError, hasCode } from './GraphQLRequestError';
import { actionOf, IDEMPOTENCY_METADATA, keyForCommit, settleCommit } from './idempotency';
import { revalidatePageAndWait } from './navigator';
import { trackWrite } from './pendingWrites';

/**
 * After a write timed out upstream it may have landed: every cached record is marked stale and the current page's
 * loaders run again, so the page shows what was really stored before the user can try again (decision D-64).
 */
async function refreshAfterUncertainWrite(environment: Environment): Promise<void> {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
  await revalidatePageAndWait();
  await queriesSettled();
}

/** How one commit is started: with the action's cacheConfig (its Idempotency-Key), reporting back once. */
export type StartCommit<T extends MutationParameters> = (
  cacheConfig: CacheConfig,
  onCompleted: (response: T['response'], errors: readonly PayloadError[] | null | undefined) => void,
  onError: (error: Error) => void,
) => void;

/**
 * One user action as a promise: resolves with the payload, rejects with the GraphQL errors. Each commit carries its
 * own Idempotency-Key (the retry of a write whose outcome is unknown re-sends it); on UPSTREAM_TIMEOUT the page data
 * is refreshed before the promise rejects; while it runs it counts as a pending write (the progress bar).
 */
export function commitAction<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  start: StartCommit<T>,
): Promise<T['response']> {
  const action = actionOf(mutation, variables);
  const key = keyForCommit(action);
  const committed = new Promise<T['response']>((resolve, reject) => {
    start(
      { metadata: { [IDEMPOTENCY_METADATA]: key } },
      (response, errors) => (errors?.length ? reject(new GraphQLRequestError(errors)) : resolve(response)),
      reject,
    );
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

/** A Relay mutation as a promise, outside React (the session module). Screens use useKitMutation. */
export function mutate<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  return commitAction<T>(environment, mutation, variables, (cacheConfig, onCompleted, onError) => {
    commitMutation<T>(environment, { mutation, variables, cacheConfig, onCompleted, onError });
  });
}
