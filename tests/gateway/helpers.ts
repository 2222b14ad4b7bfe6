import { readFileSync } from 'node:fs';
import { Dispatcher, MockAgent } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startGateway, type GatewayOptions, type RunningGateway } from '@portal/gateway';

const UPSTREAM = 'http://upstream.test';

/** One request the gateway sent upstream, as the MockAgent saw it. */
export interface UpstreamCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

interface ReplyOptions {
  headers?: Record<string, string | string[]>;
  times?: number;
  delayMs?: number;
}

interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };
  text: string;
  setCookie: string[];
  headers: Headers;
}

interface RequestOptions {
  variables?: Record<string, unknown>;
  cookie?: string;
  headers?: Record<string, string>;
  /** false: do not send the X-CSRFToken header the web client derives from the csrftoken cookie (D-62). */
  csrf?: boolean;
}

/** The X-CSRFToken header the web client sends (web/src/relay/csrf.ts): the csrftoken cookie's value. */
function csrfHeaderFor(cookie: string | undefined): Record<string, string> {
  const token = cookie?.match(/(?:^|;\s*)csrftoken=([^;]*)/)?.[1];
  return token ? { 'x-csrftoken': decodeURIComponent(token) } : {};
}

function normalizeHeaders(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!raw) return out;
  if (raw instanceof Headers) {
    raw.forEach((v, k) => (out[k.toLowerCase()] = v));
  } else if (Array.isArray(raw)) {
    for (let i = 0; i < raw.length; i += 2) out[String(raw[i]).toLowerCase()] = String(raw[i + 1]);
  } else {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) out[k.toLowerCase()] = String(v);
  }
  return out;
}

function parseBody(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : String(body);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const AUTH_INFO = 'api/users/auth_info/';

/** The web client's persisted documents (id → text), as its build wrote them for the gateway. */
export const CLIENT_DOCUMENTS = JSON.parse(
  readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The persisted id of the web client's operation with this name. */
export function clientDocId(operation: string): string {
  const found = Object.entries(CLIENT_DOCUMENTS).find(([, doc]) => new RegExp(`^(query|mutation) ${operation}\\b`).test(doc));
  if (!found) {
    throw new Error(`gateway/persisted-queries.json has no ${operation}: build the web client first (build_web)`);
  }
  return found[0];
}

/** auth_info bodies (API-008) for the user types the tests need. */
export const USERS = {
  agent: {
    authenticated: true,
    user_type: 'agent',
    user: 'alice',
    email: 'alice@agents.example',
    associate_id: 'A1',
    internal: false,
    corporate_permissions: [],
    staff_agents: [],
    user_details: { identifier: 'alice-id', email: 'alice@agents.example' },
    tos_accepted: true,
  },
  staff: {
    authenticated: true,
    user_type: 'staff',
    user: 'sam',
    email: 'sam@agents.example',
    associate_id: null,
    internal: false,
    corporate_permissions: [],
    staff_agents: ['A1'],
    user_details: { identifier: 'S1', email: 'sam@agents.example' },
    tos_accepted: true,
  },
  mirus: {
    authenticated: true,
    user_type: 'mirus',
    user: 'jdoe',
    email: 'jdoe@provider.example',
    associate_id: null,
    internal: true,
    corporate_permissions: [],
    staff_agents: [],
    user_details: { identifier: 'jdoe', email: 'jdoe@provider.example' },
    tos_accepted: true,
  },
  corp: {
    authenticated: true,
    user_type: 'corp',
    user: 'carol',
    email: 'carol@corp.example',
    associate_id: null,
    internal: false,
    corporate_permissions: ['qlp', 'reports'],
    staff_agents: [],
    user_details: { identifier: 'E1', email: 'carol@corp.example' },
    tos_accepted: false,
  },
} as const;

/** The browser's session in most tests. */
export const SESSION = { cookie: 'sessionid=sess1; csrftoken=tok1' };

/** A request's options in the browser's session, with these variables. */
export const withSession = (variables?: Record<string, unknown>) => ({ variables, cookie: SESSION.cookie });

/** A Relay global id as the gateway writes it: base64 of `Type:id`. */
export const gid = (type: string, id: string | number) => Buffer.from(`${type}:${id}`).toString('base64');

/** A complete API-060 record of agent A1, which most operations read before the call under test. */
export const AGENT_A1 = {
  associate_id: 'A1',
  first_name: 'Alice',
  preferred_first_name: null,
  last_name: 'Smith',
  alias: 'asmi',
  is_agent_intern: false,
  billing_day: 5,
};

function gatewayOptions(dispatcher: Dispatcher, options: Partial<GatewayOptions>): GatewayOptions {
  return {
    upstreamUrl: `${UPSTREAM}/`,
    sandboxMode: true,
    dispatcher,
    port: 0,
    host: '127.0.0.1',
    allowAdhocDocuments: true,
    persistedQueries: {},
    // Tests answer auth_info per request with one cookie; the auth_info cache (D-120) has its own tests.
    authInfoCacheMs: 0,
    ...options,
  };
}

function newMockAgent(): MockAgent {
  const mock = new MockAgent();
  mock.disableNetConnect();
  return mock;
}

/** A test's view of a running gateway: the mocked upstream behind it, its recorded calls, and requests to it. */
function testGateway(url: string, mock: MockAgent, close: () => Promise<void>) {
  const pool = mock.get(UPSTREAM);
  const calls: UpstreamCall[] = [];

  /** Answers `method /path` (path without the leading slash, with its query string) and records each call. */
  function reply(method: string, path: string, status: number, data?: unknown, opts: ReplyOptions = {}) {
    const scope = pool.intercept({ method, path: `/${path}` }).reply((req) => {
      calls.push({ method: req.method, path: req.path, headers: normalizeHeaders(req.headers), body: parseBody(req.body) });
      const headers = { ...opts.headers };
      let payload: string | undefined;
      if (data !== undefined) {
        payload = typeof data === 'string' ? data : JSON.stringify(data);
        if (typeof data !== 'string') headers['content-type'] ??= 'application/json';
      }
      return { statusCode: status, data: payload ?? '', responseOptions: { headers } };
    });
    if (opts.times) scope.times(opts.times);
    if (opts.delayMs) scope.delay(opts.delayMs);
    return scope;
  }

  function replyWithError(method: string, path: string) {
    pool.intercept({ method, path: `/${path}` }).replyWithError(new Error('connect ECONNREFUSED 10.0.0.1:443'));
  }

  async function post(body: unknown, opts: Omit<RequestOptions, 'variables'> = {}) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.csrf === false ? {} : csrfHeaderFor(opts.cookie)),
        ...opts.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: GraphQLResult['body'] = {};
    try {
      parsed = JSON.parse(text) as GraphQLResult['body'];
    } catch {
      // not JSON: the test looks at text
    }
    return {
      status: response.status,
      body: parsed,
      text,
      setCookie: response.headers.getSetCookie(),
      headers: response.headers,
    };
  }

  async function gql<T = Record<string, any>>(query: string, opts: RequestOptions = {}): Promise<GraphQLResult<T>> {
    return (await post({ query, variables: opts.variables }, opts)) as GraphQLResult<T>;
  }

  return {
    mock,
    pool,
    calls,
    url,
    reply,
    replyWithError,
    post,
    gql,
    /** Calls of one method and path. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === `/${path}`),
    /** The calls sent upstream so far, as "METHOD /path", in order. */
    sent: () => calls.map((c) => `${c.method} ${c.path}`),
    close,
  };
}

/** A gateway of its own for one test (the test closes it): for tests of the gateway's own state or options. */
export async function setup(options: Partial<GatewayOptions> = {}) {
  const mock = newMockAgent();
  const gateway = await startGateway(gatewayOptions(mock, options));
  return testGateway(gateway.url, mock, async () => {
    await gateway.close();
    await mock.close();
  });
}

/** The upstream of a shared gateway: each test's own MockAgent, so no interceptor outlives its test. */
class UpstreamOfTheTest extends Dispatcher {
  current = newMockAgent();

  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    return this.current.dispatch(options, handler);
  }
}

/**
 * One gateway for the whole test file (issue #23: starting one per test cost more than most tests), for tests of
 * resolvers, which keep no state in the gateway between requests. Each test gets a fresh mocked upstream and call
 * record; `gw.close()` is not for these tests.
 */
export function useGateway(options: Partial<GatewayOptions> = {}): TestGateway {
  const upstream = new UpstreamOfTheTest();
  let gateway: RunningGateway | undefined;
  let current: TestGateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway(gatewayOptions(upstream, options));
  });
  beforeEach(() => {
    upstream.current = newMockAgent();
    current = testGateway(gateway!.url, upstream.current, () => Promise.reject(new Error('the file shares this gateway')));
  });
  afterEach(() => upstream.current.close());
  afterAll(() => gateway?.close());
  return new Proxy({} as TestGateway, {
    get: (_target, key) => {
      if (!current) throw new Error('useGateway() is for use inside tests');
      return Reflect.get(current, key);
    },
  });
}

export type TestGateway = ReturnType<typeof testGateway>;
