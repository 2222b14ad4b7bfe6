import type { Readable } from 'node:stream';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { request, type Dispatcher } from 'undici';
import { writeMayHaveLanded } from '@portal/rules';
import { fillPath, type AnswerOf, type BodyOf, type PathParams, type RestCall } from '@portal/rules/contract';
import { firstAbort } from './callSignal';
import { CookieJar } from './cookies';
import { upstreamError, upstreamFailure } from './errors';
import { upstreamIdempotencyKey } from './idempotencyKey';
import { traceUpstream } from '../lib/tracing';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
type Query = Record<string, QueryValue>;

export interface CallOptions {
  body?: unknown;
  query?: Query;
  /** The ERR text the client sees when this call fails. */
  failure: string;
}

export interface UpstreamResponse {
  status: number;
  /** Parsed JSON when the body is JSON, otherwise the text; null when empty. */
  body: unknown;
  text: string;
  /** The body was empty or valid JSON. */
  json: boolean;
}

/** What one contract call needs besides its definition. */
export interface ContractCallOptions<C extends RestCall> {
  /** Values of the template's `{param}` placeholders. */
  path?: PathParams;
  query?: Query;
  body?: BodyOf<C>;
  /** The ERR text the client sees when this call fails. */
  failure: string;
}

export interface RestClientOptions {
  upstreamUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  jar: CookieJar;
  /** Called with the Set-Cookie lines to relay whenever the upstream changed the session. */
  onSessionCookies: (lines: string[]) => void;
  /** The browser's Idempotency-Key of this user action, already validated; null or left out: fresh keys. */
  idempotencyKey?: string | null;
  /** Sent as X-Request-Id on every call, so the provider's logs correlate with the gateway's. */
  requestId?: string;
  /** Told of every call once it ended (for the request's log line and the metrics). */
  onUpstreamCall?: (report: UpstreamCallReport) => void;
  /** Aborts every call still running: the drain's deadline (issue #24 §5, ops/drain.ts). */
  cut?: AbortSignal;
}

/** One finished upstream call: the contract's path template (ids stay placeholders), never the filled path. */
interface UpstreamCallReport {
  method: string;
  pathTemplate: string;
  /** null: no answer (network failure, timeout, abort). */
  status: number | null;
  seconds: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A '.' or '..' segment would be normalised away by the URL parser and reach another resource. */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((s) => /^(\.|%2e){1,2}$/i.test(s));
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The call's time budget ran out after the request may have reached the upstream. */
function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'TimeoutError' || (typeof code === 'string' && TIMEOUT_CODES.has(code));
}

/** A write that timed out may have landed: a distinct code and the advice to check first (decision D-64). */
function upstreamTimeout(failure: string): GraphQLError {
  return new GraphQLError(writeMayHaveLanded(failure), { extensions: { code: 'UPSTREAM_TIMEOUT' } });
}

function parseBody(text: string, contentType: string | undefined): { body: unknown; json: boolean } {
  if (!text) return { body: null, json: true };
  if (contentType && /^text\//i.test(contentType)) return { body: text, json: false };
  try {
    return { body: JSON.parse(text), json: true };
  } catch {
    return { body: text, json: false };
  }
}

/**
 * The one REST client: one instance per GraphQL request, bound to the browser's session. Every call has a timeout,
 * carries the session cookies and the CSRF header, and maps failures through upstreamError().
 */
export class RestClient {
  private readonly gets: DataLoader<string, UpstreamResponse>;
  /** Writes made so far in this GraphQL request, by method and target: the n-th one's Idempotency-Key. */
  private readonly writes = new Map<string, number>();
  /** The contract path template of each GET target, for the call reports. */
  private readonly templates = new Map<string, string>();

  constructor(private readonly options: RestClientOptions) {
    // Identical GETs within one GraphQL request share one upstream call.
    this.gets = new DataLoader<string, UpstreamResponse>(
      async (keys) => Promise.all(keys.map((key) => this.send('GET', key, undefined, this.templateOf(key)))),
      { batch: false },
    );
  }

  /** The raw answer of a GET (deduplicated); only a network failure or timeout throws. */
  private async getRaw(path: string, options: CallOptions, template: string): Promise<UpstreamResponse> {
    const target = this.target(path, options);
    this.templates.set(target, template);
    try {
      return await this.gets.load(target);
    } catch {
      throw upstreamError({ kind: 'network' }, options.failure);
    }
  }

  /**
   * The raw answer of an unsafe call; only a network failure or timeout throws. Never retried; it carries an
   * Idempotency-Key so that the browser's retry of the same action cannot apply it twice.
   */
  private async sendRaw(
    method: Exclude<Method, 'GET'>,
    path: string,
    options: CallOptions,
    template: string,
  ): Promise<UpstreamResponse> {
    const target = this.target(path, options);
    // A write may change what a GET answers.
    this.gets.clearAll();
    const write = `${method} ${target}`;
    const nth = this.writes.get(write) ?? 0;
    this.writes.set(write, nth + 1);
    const key = upstreamIdempotencyKey(this.options.idempotencyKey ?? null, nth, method, target);
    try {
      return await this.send(method, target, options.body, template, { 'idempotency-key': key });
    } catch (error) {
      if (isTimeout(error)) throw upstreamTimeout(options.failure);
      throw upstreamError({ kind: 'network' }, options.failure);
    }
  }

  /** Starts a GET now that a resolver will ask for later in this request; failures surface there, not here. */
  private prefetch(path: string, template: string): void {
    this.templates.set(path, template);
    this.gets.load(path).catch(() => undefined);
  }

  /**
   * One call of the REST contract: its method and path from the definition, its answer parsed by the definition's
   * schema. A non-2xx maps through upstreamError(); a 2xx that is not JSON or not the contract's shape is the call's
   * failure text with UPSTREAM_ERROR, never data.
   */
  async call<C extends RestCall>(call: C, options: ContractCallOptions<C>): Promise<AnswerOf<C>> {
    const response = await this.callRaw(call, options);
    if (response.status < 200 || response.status >= 300) {
      throw upstreamError({ kind: 'status', status: response.status, body: response.body }, options.failure);
    }
    return this.answerOf(call, response, options.failure);
  }

  /** The raw answer of a contract call, for the few calls whose non-2xx statuses mean something (404 = none). */
  callRaw<C extends RestCall>(call: C, options: ContractCallOptions<C>): Promise<UpstreamResponse> {
    const path = this.contractPath(call, options);
    return call.method === 'GET'
      ? this.getRaw(path, options, call.path)
      : this.sendRaw(call.method, path, { ...options, body: options.body }, call.path);
  }

  /** A 2xx answer checked against the call's schema; anything else is the call's failure. */
  answerOf<C extends RestCall>(call: C, response: UpstreamResponse, failure: string): AnswerOf<C> {
    const raw = call.format === 'text' ? response.text : response.json ? response.body : undefined;
    const parsed = raw === undefined ? undefined : call.answer.safeParse(raw);
    if (!parsed?.success) throw upstreamFailure(failure);
    return parsed.data as AnswerOf<C>;
  }

  /** Starts a contract GET that a resolver will make later in this request. */
  prefetchCall<C extends RestCall>(call: C, options: Pick<ContractCallOptions<C>, 'path' | 'query'>): void {
    this.prefetch(`${fillPath(call.path, options.path)}${queryString(options.query)}`, call.path);
  }

  private contractPath(call: RestCall, options: { path?: PathParams; failure: string }): string {
    try {
      return fillPath(call.path, options.path);
    } catch {
      throw upstreamError({ kind: 'status', status: 404 }, options.failure);
    }
  }

  hasCsrfCookie(): boolean {
    return this.options.jar.hasCsrfCookie();
  }

  /** The session cookies as the upstream last set them in this request (a sign-in changes them). */
  sessionCookies(): string | undefined {
    return this.options.jar.cookieHeader();
  }

  private templateOf(target: string): string {
    return this.templates.get(target) ?? 'unknown';
  }

  /** Reports a call that started at `started` (performance.now()) and ended with `status`. */
  private report(method: string, pathTemplate: string, status: number | null, started: number): void {
    this.options.onUpstreamCall?.({ method, pathTemplate, status, seconds: (performance.now() - started) / 1000 });
  }

  private target(path: string, options: CallOptions): string {
    if (path.startsWith('/') || hasDotSegment(path)) {
      throw upstreamError({ kind: 'status', status: 404 }, options.failure);
    }
    return `${path}${queryString(options.query)}`;
  }

  /**
   * A contract GET whose answer the caller streams on without parsing it (API-096's CSV export): the same target,
   * session cookies and CSRF header as call(); no overall deadline, only the headers and body timeouts (a gap between
   * chunks), so a large answer may take its time. The caller checks status and content type and must consume or
   * dump the body; `signal` aborts it (the browser went away). A network failure is the call's failure.
   */
  async stream<C extends RestCall>(
    call: C,
    options: Pick<ContractCallOptions<C>, 'path' | 'query' | 'failure'> & { accept: string; signal?: AbortSignal },
  ): Promise<Dispatcher.ResponseData> {
    const target = this.target(this.contractPath(call, options), options);
    const { upstreamUrl, dispatcher, timeoutMs, jar, cut } = this.options;
    const started = performance.now();
    const span = traceUpstream('GET', call.path, upstreamUrl);
    const { signal, release } = firstAbort(options.signal, cut);
    try {
      const response = await request(new URL(target, upstreamUrl), {
        method: 'GET',
        headers: this.headers({ accept: options.accept, ...span?.headers }),
        dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal,
      });
      // The signal also ends the body, which the caller streams on: released once the body is done with.
      response.body.once('close', release);
      // Timed to the headers: the body streams on for as long as the browser reads it.
      this.report('GET', call.path, response.statusCode, started);
      span?.end(response.statusCode);
      if (jar.absorb(response.headers['set-cookie'])) this.options.onSessionCookies(jar.setCookieLines());
      return response;
    } catch {
      release();
      this.report('GET', call.path, null, started);
      span?.end(null);
      throw upstreamError({ kind: 'network' }, options.failure);
    }
  }

  /**
   * A contract write whose body is streamed, not JSON (API-058's multipart upload): the stream goes upstream as it
   * is read, never held whole, with the given content type, the session, CSRF header and an Idempotency-Key like
   * any write. The answer is read and parsed like callRaw's; a network failure, timeout or abort is the failure.
   */
  async sendStream<C extends RestCall>(
    call: C,
    options: Pick<ContractCallOptions<C>, 'path' | 'query' | 'failure'> & {
      body: Readable;
      contentType: string;
      signal?: AbortSignal;
    },
  ): Promise<UpstreamResponse> {
    const target = this.target(this.contractPath(call, options), options);
    const { upstreamUrl, dispatcher, timeoutMs, jar, cut } = this.options;
    const key = upstreamIdempotencyKey(this.options.idempotencyKey ?? null, 0, call.method, target);
    const started = performance.now();
    const span = traceUpstream(call.method, call.path, upstreamUrl);
    const { signal, release } = firstAbort(options.signal, cut);
    try {
      const response = await request(new URL(target, upstreamUrl), {
        method: call.method,
        headers: this.headers({ accept: 'application/json', 'content-type': options.contentType, 'idempotency-key': key, ...span?.headers }),
        body: options.body,
        dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal,
      });
      const text = await response.body.text();
      this.report(call.method, call.path, response.statusCode, started);
      span?.end(response.statusCode);
      if (jar.absorb(response.headers['set-cookie'])) this.options.onSessionCookies(jar.setCookieLines());
      const contentType = response.headers['content-type'];
      return { status: response.statusCode, ...parseBody(text, Array.isArray(contentType) ? contentType[0] : contentType), text };
    } catch {
      this.report(call.method, call.path, null, started);
      span?.end(null);
      throw upstreamError({ kind: 'network' }, options.failure);
    } finally {
      release();
    }
  }

  /** The session's cookies and CSRF header with the given ones. */
  private headers(extra: Record<string, string>): Record<string, string> {
    const { jar } = this.options;
    const headers: Record<string, string> = { ...extra };
    const cookie = jar.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const csrf = jar.csrfToken();
    if (csrf) headers['x-csrftoken'] = csrf;
    if (this.options.requestId) headers['x-request-id'] = this.options.requestId;
    return headers;
  }

  private async send(
    method: Method,
    target: string,
    body: unknown,
    template: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<UpstreamResponse> {
    const started = performance.now();
    const span = traceUpstream(method, template, this.options.upstreamUrl);
    try {
      const response = await this.exchange(method, target, body, span ? { ...extraHeaders, ...span.headers } : extraHeaders);
      this.report(method, template, response.status, started);
      span?.end(response.status);
      return response;
    } catch (error) {
      this.report(method, template, null, started);
      span?.end(null);
      throw error;
    }
  }

  private async exchange(
    method: Method,
    target: string,
    body: unknown,
    extraHeaders: Record<string, string>,
  ): Promise<UpstreamResponse> {
    const { upstreamUrl, dispatcher, timeoutMs, jar, cut } = this.options;
    const headers = this.headers({ accept: 'application/json', ...extraHeaders });
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const { signal, release } = firstAbort(AbortSignal.timeout(timeoutMs), cut);
    let response: Dispatcher.ResponseData;
    let text: string;
    try {
      response = await request(new URL(target, upstreamUrl), {
        method,
        headers,
        body: payload,
        dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal,
      });
      text = await response.body.text();
    } finally {
      release();
    }
    if (jar.absorb(response.headers['set-cookie'])) this.options.onSessionCookies(jar.setCookieLines());
    const contentType = response.headers['content-type'];
    const parsed = parseBody(text, Array.isArray(contentType) ? contentType[0] : contentType);
    return { status: response.statusCode, ...parsed, text };
  }
}
