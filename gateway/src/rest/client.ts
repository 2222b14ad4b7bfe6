import DataLoader from 'dataloader';
import { request, type Dispatcher } from 'undici';
import { CookieJar } from './cookies';
import { upstreamError } from './errors';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

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
}

export interface RestClientOptions {
  upstreamUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  jar: CookieJar;
  /** Called with the Set-Cookie lines to relay whenever the upstream changed the session. */
  onSessionCookies: (lines: string[]) => void;
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

function parseBody(text: string, contentType: string | undefined): unknown {
  if (!text) return null;
  if (contentType && /^text\//i.test(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one REST client: one instance per GraphQL request, bound to the browser's session. Every call has a timeout,
 * carries the session cookies and the CSRF header, and maps failures through upstreamError().
 */
export class RestClient {
  private readonly gets: DataLoader<string, UpstreamResponse>;

  constructor(private readonly options: RestClientOptions) {
    // Identical GETs within one GraphQL request share one upstream call.
    this.gets = new DataLoader<string, UpstreamResponse>(
      async (keys) => Promise.all(keys.map((key) => this.send('GET', key, undefined))),
      { batch: false },
    );
  }

  /** The raw answer of a GET (deduplicated); only a network failure or timeout throws. */
  async getRaw(path: string, options: CallOptions): Promise<UpstreamResponse> {
    const target = this.target(path, options);
    try {
      return await this.gets.load(target);
    } catch {
      throw upstreamError({ kind: 'network' }, options.failure);
    }
  }

  /** The raw answer of an unsafe call; only a network failure or timeout throws. */
  async sendRaw(method: Exclude<Method, 'GET'>, path: string, options: CallOptions): Promise<UpstreamResponse> {
    const target = this.target(path, options);
    // A write may change what a GET answers.
    this.gets.clearAll();
    try {
      return await this.send(method, target, options.body);
    } catch {
      throw upstreamError({ kind: 'network' }, options.failure);
    }
  }

  /** Starts a GET now that a resolver will ask for later in this request; failures surface there, not here. */
  prefetch(path: string): void {
    this.gets.load(path).catch(() => undefined);
  }

  get<T = unknown>(path: string, options: CallOptions): Promise<T> {
    return this.getRaw(path, options).then((r) => this.ok<T>(r, options));
  }

  post<T = unknown>(path: string, options: CallOptions): Promise<T> {
    return this.sendRaw('POST', path, options).then((r) => this.ok<T>(r, options));
  }

  put<T = unknown>(path: string, options: CallOptions): Promise<T> {
    return this.sendRaw('PUT', path, options).then((r) => this.ok<T>(r, options));
  }

  patch<T = unknown>(path: string, options: CallOptions): Promise<T> {
    return this.sendRaw('PATCH', path, options).then((r) => this.ok<T>(r, options));
  }

  delete<T = unknown>(path: string, options: CallOptions): Promise<T> {
    return this.sendRaw('DELETE', path, options).then((r) => this.ok<T>(r, options));
  }

  /** The text body of a GET (version.txt), whatever its content type. */
  getText(path: string, options: CallOptions): Promise<string> {
    return this.getRaw(path, options).then((r) => {
      this.ok(r, options);
      return r.text;
    });
  }

  hasCsrfCookie(): boolean {
    return this.options.jar.hasCsrfCookie();
  }

  private ok<T>(response: UpstreamResponse, options: CallOptions): T {
    if (response.status >= 200 && response.status < 300) return response.body as T;
    throw upstreamError({ kind: 'status', status: response.status, body: response.body }, options.failure);
  }

  private target(path: string, options: CallOptions): string {
    if (path.startsWith('/') || hasDotSegment(path)) {
      throw upstreamError({ kind: 'status', status: 404 }, options.failure);
    }
    return `${path}${queryString(options.query)}`;
  }

  private async send(method: Method, target: string, body: unknown): Promise<UpstreamResponse> {
    const { upstreamUrl, dispatcher, timeoutMs, jar } = this.options;
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = jar.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const csrf = jar.csrfToken();
    if (csrf) headers['x-csrftoken'] = csrf;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await request(new URL(target, upstreamUrl), {
      method,
      headers,
      body: payload,
      dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.body.text();
    if (jar.absorb(response.headers['set-cookie'])) this.options.onSessionCookies(jar.setCookieLines());
    const contentType = response.headers['content-type'];
    return {
      status: response.statusCode,
      body: parseBody(text, Array.isArray(contentType) ? contentType[0] : contentType),
      text,
    };
  }
}
