import { MESSAGES } from '@portal/rules';
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { pushAlert } from '../alerts/alertStore';
import { currentPath, LOGIN_PATH, rememberNext } from '../auth/redirects';
import { invalidateSession } from '../auth/sessionCache';
import { readViewAs } from '../auth/viewAs/viewAsStorage';
import { readBackendChoice } from '../shell/backendChoice';
import { choiceHeaders } from './choiceHeaders';
import { csrfHeaders } from './csrf';
import { GRAPHQL_URL } from './endpoint';
import { GraphQLRequestError, type GraphQLErrorPayload } from './GraphQLRequestError';
import { navigateTo } from './navigator';

function requestBody(params: RequestParameters, variables: Variables): string {
  // relay-compiler persists every document (persistConfig), so artifacts carry an id and no text.
  return JSON.stringify(params.id ? { doc_id: params.id, variables } : { query: params.text, variables });
}

/** Alerts (or the login redirect) for each error the gateway reported. */
function report(errors: readonly GraphQLErrorPayload[]): GraphQLRequestError {
  const error = new GraphQLRequestError(errors);
  if (error.code === 'UNAUTHENTICATED') {
    // The session ended on the server: sign in again and come back here (AUTH-005).
    rememberNext(currentPath());
    invalidateSession();
    navigateTo(LOGIN_PATH);
  } else if (error.code !== 'BAD_USER_INPUT') {
    // Bad input is shown next to the form field that caused it, not in the alert bar.
    for (const message of error.messages) pushAlert(message);
  }
  return error;
}

/** The only way the web client talks to the gateway. */
export async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...csrfHeaders(),
        ...choiceHeaders(readBackendChoice(), readViewAs()),
      },
      body: requestBody(params, variables),
    });
  } catch {
    throw report([{ message: MESSAGES.generic }]);
  }
  const body: { data?: unknown; errors?: GraphQLErrorPayload[] } | null = await response.json().catch(() => null);
  const errors = body?.errors?.length ? body.errors : null;
  if (!body?.data) throw report(errors ?? [{ message: MESSAGES.generic }]);
  if (errors) {
    report(errors);
    // Partial data (a nullable field failed): the page shows what it has; the alert bar shows the failure.
    return body as GraphQLResponse;
  }
  return body as GraphQLResponse;
}
