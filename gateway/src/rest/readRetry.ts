import { interceptors, type Dispatcher } from 'undici';
import { noteOnActiveSpan } from '../lib/tracing';

/**
 * Failures where the request never reached the upstream's application, or a kept-alive socket the upstream had
 * already closed: a second try is safe for a read and usually succeeds. Timeouts are not here (the budget is spent)
 * and neither is any HTTP status (the upstream did answer).
 */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const RETRY_DELAY_MS = 50;

/** One retry of a GET after a connection failure (decision D-64). */
const retryReadOnce: NonNullable<Parameters<typeof interceptors.retry>[0]>['retry'] = (err, { state }, done) => {
  const code = (err as { code?: unknown }).code;
  if (state.counter > 1 || typeof code !== 'string' || !CONNECTION_FAILURES.has(code)) return done(err);
  noteOnActiveSpan('retry', { 'error.type': code });
  setTimeout(() => done(null), RETRY_DELAY_MS);
};

/**
 * The upstream dispatcher with idempotent reads retried once on a connection failure, inside the caller's timeout
 * (the request's abort signal covers both tries). Writes bypass the retry handler entirely: they are never retried.
 */
export function withReadRetry(dispatcher: Dispatcher): Dispatcher {
  const retry = interceptors.retry({ retry: retryReadOnce, methods: ['GET'], statusCodes: [], maxRetries: 1 });
  return dispatcher.compose((dispatch) => {
    const retrying = retry(dispatch);
    return (opts, handler) => (opts.method === 'GET' ? retrying(opts, handler) : dispatch(opts, handler));
  });
}
