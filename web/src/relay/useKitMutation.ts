import { useCallback, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { trackSave, type SaveLabels } from '../saving';
import { commitAction, type ActionOptions } from './mutate';

interface KitMutationOptions<T extends MutationParameters> extends ActionOptions<T> {
  /** Show "Saving…"/"Saved" in the snackbar and the save-error dialog on failure (SHELL-020, ERR-055). */
  save?: SaveLabels | true;
}

export type CommitKitMutation<T extends MutationParameters> = (
  variables: T['variables'],
  options?: KitMutationOptions<T>,
) => Promise<T['response']>;

/**
 * The base of every `<area>/mutations.ts` hook: [commit, inFlight], where commit is one user action (commitAction):
 * a promise of the payload (rejecting with a GraphQLRequestError), one Idempotency-Key per action, the page refreshed
 * after an UPSTREAM_TIMEOUT before it rejects, and optionally the saving snackbar. inFlight: one of its commits runs.
 * Payloads return the changed `agent` (or node) so the page refreshes in the same round trip.
 */
export function useKitMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): readonly [CommitKitMutation<T>, boolean] {
  const environment = useRelayEnvironment();
  const [running, setRunning] = useState(0);
  const run = useCallback<CommitKitMutation<T>>(
    (variables, { save, ...options } = {}) => {
      setRunning((n) => n + 1);
      // A save that names its failure has the save-error dialog as the failure's one place (issue #26).
      const quiet = options.quiet || (typeof save === 'object' && save.failure !== undefined);
      const done = commitAction<T>(environment, mutation, variables, { ...options, quiet });
      const ended = () => setRunning((n) => n - 1);
      done.then(ended, ended);
      if (!save) return done;
      return trackSave(done, save === true ? undefined : save);
    },
    [environment, mutation],
  );
  return [run, running > 0] as const;
}
