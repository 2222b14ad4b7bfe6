import { useCallback } from 'react';
import { useMutation, useRelayEnvironment, type UseMutationConfig } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { trackSave, type SaveLabels } from '../saving';
import { commitAction } from './mutate';

interface KitMutationOptions<T extends MutationParameters> {
  /** Show "Saving…"/"Saved" in the snackbar and the save-error dialog on failure (SHELL-020, ERR-055). */
  save?: SaveLabels | true;
  /** Store changes the payload cannot express (a deleted node leaving a list). */
  updater?: SelectorStoreUpdater<T['response']>;
  /** The payload shown at once, before the server answers; Relay rolls it back if the write fails. */
  optimisticResponse?: T['rawResponse'];
  /** Store changes shown at once, before the server answers; rolled back like optimisticResponse. */
  optimisticUpdater?: SelectorStoreUpdater<T['response']>;
}

export type CommitKitMutation<T extends MutationParameters> = (
  variables: T['variables'],
  options?: KitMutationOptions<T>,
) => Promise<T['response']>;

/**
 * The base of every `<area>/mutations.ts` hook: Relay's useMutation as [commit, inFlight], where commit returns a
 * promise of the payload (rejecting with a GraphQLRequestError), sends one Idempotency-Key per user action,
 * refreshes the page after an UPSTREAM_TIMEOUT before rejecting, and optionally reports to the saving snackbar.
 * Payloads return the changed `agent` (or node) so the page refreshes in the same round trip.
 */
export function useKitMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): readonly [CommitKitMutation<T>, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback<CommitKitMutation<T>>(
    (variables, options = {}) => {
      const done = commitAction<T>(environment, mutation, variables, (cacheConfig, onCompleted, onError) => {
        // useMutation hands every field of its config to commitMutation, cacheConfig (the Idempotency-Key) included.
        const { updater, optimisticResponse, optimisticUpdater } = options;
        const config = { variables, cacheConfig, updater, optimisticResponse, optimisticUpdater, onCompleted, onError };
        commit(config as UseMutationConfig<T>);
      });
      if (!options.save) return done;
      return trackSave(done, options.save === true ? undefined : options.save);
    },
    [commit, environment, mutation],
  );
  return [run, inFlight] as const;
}
