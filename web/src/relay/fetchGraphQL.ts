import { MESSAGES } from '@portal/rules';
import { Observable, type CacheConfig, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
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

/** A request whose cacheConfig.metadata carries this flag shows its failures itself (the compliance status). */
export const QUIET_METADATA = 'quiet';
/** A request whose cacheConfig.metadata carries this flag is aborted when Relay disposes it (EDITOR-054). */
export const CANCELLABLE_METADATA = 'cancellable';

/** Alerts (or the login redirect) for each error the gateway reported. */
function report(errors: readonly GraphQLErrorPayload[], quiet = false): GraphQLRequestError {
  const error = new GraphQLRequestError(errors);
  if (error.code === 'UNAUTHENTICATED') {
    // The session ended on the server: sign in again and come back here (AUTH-005).
    requestHooks().onUnauthenticated();
  } else if (error.code !== 'BAD_USER_INPUT' && !quiet) {
    // Bad input is shown next to the form field that caused it, not in the alert bar.
    for (const message of error.messages) pushAlert(message);
  }
  return error;
}

/** A mutation request names its user action (decision D-64): the key commitAction() chose, or a fresh one. */
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
  signal?: AbortSignal,
): Promise<GraphQLResponse> {
  const request = send(params, variables, cacheConfig, signal);
  if (params.operationKind === 'query') {
    queriesInFlight.add(request);
    void request.catch(() => undefined).finally(() => queriesInFlight.delete(request));
  }
  return request;
}

/**
 * Relay's network layer. Disposing a request marked cancellable (commitMutation's Disposable) aborts its fetch, so a
 * superseded compliance check is cancelled at the gateway, not only ignored (EDITOR-054). Other requests run to the
 * end as before (a disposed page query still fills the store).
 */
export function observeGraphQL(params: RequestParameters, variables: Variables, cacheConfig?: CacheConfig) {
  return Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    fetchGraphQL(params, variables, cacheConfig, controller.signal).then(
      (response) => {
        sink.next(response);
        sink.complete();
      },
      (error: Error) => sink.error(error),
    );
    return () => {
      if (cacheConfig?.metadata?.[CANCELLABLE_METADATA] === true) controller.abort();
    };
  });
}

function aborted(): Error {
  return new DOMException('The request was cancelled.', 'AbortError');
}

function post(body: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  return fetch(GRAPHQL_URL, {
    signal,
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...csrfHeaders(),
      ...requestHooks().choiceHeaders(),
      ...headers,
    },
    body,
  });
}

/** Queries sent before Relay asked for them (the boot, decision D-113), by request body; each is taken once. */
const sentEarly = new Map<string, Promise<Response>>();
/** An early answer nobody took (the route turned out to be refused) is dropped unread after this. */
const EARLY_ANSWER_TTL_MS = 30_000;

/**
 * Sends a query now; the first request Relay makes with the same document and variables gets this answer instead
 * of asking again. Nothing is reported or stored until then, so an answer the app never asks for (a route the
 * session refuses) leaves no alert and no data behind.
 */
export function sendEarly(params: RequestParameters, variables: Variables): void {
  const body = requestBody(params, variables);
  if (params.operationKind !== 'query' || sentEarly.has(body)) return;
  // Read at once, so no connection stays open for an answer that may never be asked for.
  const answer = post(body, {}).then(
    async (res) => new Response(await res.text(), { status: res.status, headers: res.headers }),
  );
  answer.catch(() => undefined);
  sentEarly.set(body, answer);
  setTimeout(() => {
    if (sentEarly.get(body) === answer) sentEarly.delete(body);
  }, EARLY_ANSWER_TTL_MS);
}

/** The early answer to this body (taken once), else a new request; an early one that failed is asked again. */
function answerTo(body: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  const early = sentEarly.get(body);
  // Without an early answer the request leaves now, in this task, not after the boot's remaining work.
  if (!early) return post(body, headers, signal);
  sentEarly.delete(body);
  return early.catch(() => post(body, headers, signal));
}

async function send(
  params: RequestParameters,
  variables: Variables,
  cacheConfig?: CacheConfig,
  signal?: AbortSignal,
): Promise<GraphQLResponse> {
  const quiet = cacheConfig?.metadata?.[QUIET_METADATA] === true;
  const request = requestBody(params, variables);
  let response: Response;
  try {
    response = await answerTo(request, idempotencyHeaders(params, cacheConfig), signal);
  } catch {
    if (signal?.aborted) throw aborted();
    throw report([{ message: MESSAGES.generic }], quiet);
  }
  // A 5xx (a crash, a proxy's error page) says nothing a person can act on: the generic text (ERR-002), once.
  if (response.status >= 500) throw report([{ message: MESSAGES.generic, extensions: { code: 'INTERNAL_SERVER_ERROR' } }], quiet);
  const body: { data?: unknown; errors?: GraphQLErrorPayload[] } | null = await response.json().catch(() => null);
  if (signal?.aborted) throw aborted();
  const errors = body?.errors?.length ? body.errors : null;
  if (!body?.data) throw report(errors ?? [{ message: MESSAGES.generic }], quiet);
  if (errors) {
    report(errors, quiet);
    // Partial data (a nullable field failed): the page shows what it has; the alert bar shows the failure.
    return body as GraphQLResponse;
  }
  return body as GraphQLResponse;
}
