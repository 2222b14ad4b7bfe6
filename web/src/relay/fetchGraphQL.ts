import { MESSAGES } from '@portal/rules';
import type { CacheConfig, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { pushAlert } from '../alerts/alertStore';
import { csrfHeaders } from './csrf';
import { GRAPHQL_URL } from './endpoint';
import { GraphQLRequestError, type GraphQLErrorPayload } from './GraphQLRequestError';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_METADATA, newIdempotencyKey } from './idempotency';
import { requestHooks } from './requestHooks';

function requestBody(params: RequestParameters, variables: Variables): string {
  // relay-compiler persists every document (persistConfig), so artifacts carry an id and no text.
  return JSON.stringify(params.id ? { doc_id: params.id, variables } : { query: params.text, variables });
}

/** Alerts (or the login redirect) for each error the gateway reported. */
function report(errors: readonly GraphQLErrorPayload[]): GraphQLRequestError {
  const error = new GraphQLRequestError(errors);
  if (error.code === 'UNAUTHENTICATED') {
    // The session ended on the server: sign in again and come back here (AUTH-005).
    requestHooks().onUnauthenticated();
  } else if (error.code !== 'BAD_USER_INPUT') {
    // Bad input is shown next to the form field that caused it, not in the alert bar.
    for (const message of error.messages) pushAlert(message);
  }
  return error;
}

/** A mutation request names its user action (decision D-64): the key mutate() chose, or a fresh one. */
function idempotencyHeaders(params: RequestParameters, cacheConfig: CacheConfig | undefined): Record<string, string> {
  if (params.operationKind !== 'mutation') return {};
  const key = cacheConfig?.metadata?.[IDEMPOTENCY_METADATA];
  return { [IDEMPOTENCY_HEADER]: typeof key === 'string' ? key : newIdempotencyKey() };
}

/** Query requests in flight, so a refresh can wait until the page has its new data. */
const queriesInFlight = new Set<Promise<unknown>>();

export async function queriesSettled(): Promise<void> {
  while (queriesInFlight.size > 0) await Promise.allSettled([...queriesInFlight]);
}

/** The only way the web client talks to the gateway. */
export function fetchGraphQL(
  params: RequestParameters,
  variables: Variables,
  cacheConfig?: CacheConfig,
): Promise<GraphQLResponse> {
  const request = send(params, variables, cacheConfig);
  if (params.operationKind === 'query') {
    queriesInFlight.add(request);
    void request.catch(() => undefined).finally(() => queriesInFlight.delete(request));
  }
  return request;
}

async function send(params: RequestParameters, variables: Variables, cacheConfig?: CacheConfig): Promise<GraphQLResponse> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...csrfHeaders(),
        ...requestHooks().choiceHeaders(),
        ...idempotencyHeaders(params, cacheConfig),
      },
      body: requestBody(params, variables),
    });
  } catch {
    throw report([{ message: MESSAGES.generic }]);
  }
  // A 5xx (a crash, a proxy's error page) says nothing a person can act on: the generic text (ERR-002), once.
  if (response.status >= 500) throw report([{ message: MESSAGES.generic, extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
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
