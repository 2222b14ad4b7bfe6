import { graphql, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import type { mutationsAcceptTosMutation } from '../__generated__/mutationsAcceptTosMutation.graphql';
import type { mutationsLoginMutation } from '../__generated__/mutationsLoginMutation.graphql';
import type { mutationsLogoutMutation } from '../__generated__/mutationsLogoutMutation.graphql';
import { environment } from '../relay/environment';
import { commitMutationPromise } from '../relay/mutate';
import { trackWrite } from '../relay/pendingWrites';

// The session's writes run outside React (the session module, the route loaders), so they are functions, not hooks.
// Each answers with the session's user; logging in, out or accepting twice changes nothing, so the network layer's
// fresh Idempotency-Key per request is enough (no retry of an unknown outcome to tie together).

/** One session write as a promise of its payload, counted as a pending write (the progress bar). */
function commitSessionWrite<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  return trackWrite(commitMutationPromise<T>(environment, mutation, variables));
}

/** AUTH-001 (API-007). */
export function commitLogin(variables: mutationsLoginMutation['variables']) {
  return commitSessionWrite<mutationsLoginMutation>(
    graphql`
      mutation mutationsLoginMutation($input: LoginInput!) {
        login(input: $input) {
          viewer {
            ...session_viewer
          }
        }
      }
    `,
    variables,
  );
}

/** ROUTE-012. */
export function commitLogout() {
  return commitSessionWrite<mutationsLogoutMutation>(
    graphql`
      mutation mutationsLogoutMutation {
        logout {
          viewer {
            ...session_viewer
          }
        }
      }
    `,
    {},
  );
}

/** SHELL-025 (API-009). */
export function commitAcceptTos() {
  return commitSessionWrite<mutationsAcceptTosMutation>(
    graphql`
      mutation mutationsAcceptTosMutation {
        acceptTos {
          viewer {
            ...session_viewer
          }
        }
      }
    `,
    {},
  );
}
