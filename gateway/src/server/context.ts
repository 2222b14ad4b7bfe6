import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionUser } from '@portal/rules';
import type { Dispatcher } from 'undici';
import type { ComplianceCheckMemory } from '../lib/complianceCheckMemory';
import type { AuthInfoCache } from '../session/authInfoCache';
import type { LoginAttempts, LoginThrottle } from '../session/throttle/loginThrottle';
import { parseViewAs, VIEW_AS_HEADER } from '../session/viewAs';
import { ViewerLoader } from '../session/viewer';
import type { GatewayContext } from '../context';
import { RestClient } from '../rest/client';
import { CookieJar, csrfHeaderOf } from '../rest/cookies';
import { browserIdempotencyKey, IDEMPOTENCY_HEADER } from '../rest/idempotencyKey';
import { BACKEND_HEADER, chooseBackend, type Backend, type Backends } from '../lib/backends';
import type { ClientAddresses } from '../lib/clientAddress';
import type { GatewayMetrics } from '../ops/metrics';
import { attachContextRecord, noteUpstream, recordOf, type RequestRecord } from '../ops/requestRecord';

export interface ContextSettings {
  backends: Backends;
  dispatcher: Dispatcher;
  timeoutMs: number;
  devMode: boolean;
  production: boolean;
  loginThrottle: LoginThrottle;
  queueVerdicts: ComplianceCheckMemory;
  clientAddresses: ClientAddresses;
  metrics?: GatewayMetrics;
  /** auth_info answers per session for a few seconds (D-120). */
  authInfoCache?: AuthInfoCache;
  /** Cuts the upstream calls still running at the drain's deadline (issue #24 §5). */
  upstreamCut?: AbortSignal;
}

/** The viewer that also notes the signed-in user's type on the request's record (its log line). */
class RecordedViewer extends ViewerLoader {
  private noted: Promise<SessionUser> | null = null;

  constructor(
    rest: RestClient,
    viewAs: ConstructorParameters<typeof ViewerLoader>[1],
    private readonly record: RequestRecord,
    cached: ConstructorParameters<typeof ViewerLoader>[2],
    currentEntry: ConstructorParameters<typeof ViewerLoader>[3],
  ) {
    super(rest, viewAs, cached, currentEntry);
  }

  override real(): Promise<SessionUser> {
    const pending = super.real();
    if (pending !== this.noted) {
      this.noted = pending;
      pending.then((user) => (this.record.userType = user.userType ?? 'anonymous')).catch(() => undefined);
    }
    return pending;
  }
}

const CONTEXT = Symbol('gatewayContext');

/**
 * A fresh REST client and viewer per request, bound to the browser's cookies and backend choice. Built once per
 * request: the persisted-query check of a full document and Apollo share it (one auth_info).
 */
export function contextFactory(settings: ContextSettings) {
  return ({ req, res }: { req: IncomingMessage; res: ServerResponse }): Promise<GatewayContext> => {
    // Kept on the response (not in a WeakMap: an entry per request is work for every garbage collection).
    const built = res as ServerResponse & { [CONTEXT]?: Promise<GatewayContext> };
    return (built[CONTEXT] ??= build(settings, req, res));
  };
}

async function build(settings: ContextSettings, req: IncomingMessage, res: ServerResponse): Promise<GatewayContext> {
  const record = recordOf(res);
  const backend = chooseBackend(settings.backends, req.headers[BACKEND_HEADER]);
  // The REST client, the viewer and the login throttle are made when a resolver first asks for them: many operations
  // need only some of them, and each is a handful of objects and closures per request (issue #14, gateway overhead).
  let rest: RestClient | undefined;
  let viewer: ViewerLoader | undefined;
  let loginThrottle: LoginAttempts | undefined;
  const context: GatewayContext = {
    get rest() {
      return (rest ??= restClient(settings, req, res, record, backend));
    },
    get viewer() {
      return (viewer ??= viewerOf(settings, req, this.rest, record, backend));
    },
    get loginThrottle() {
      return (loginThrottle ??= settings.loginThrottle.forClient(settings.clientAddresses.of(req)));
    },
    queueVerdicts: settings.queueVerdicts,
    sandboxMode: backend.sandbox,
    portal: {
      devMode: settings.devMode,
      production: settings.production,
      backend,
      backends: settings.backends.choices,
    },
  };
  if (record) attachContextRecord(context, record);
  return context;
}

function restClient(settings: ContextSettings, req: IncomingMessage, res: ServerResponse, record: RequestRecord | undefined, backend: Backend) {
  const { metrics } = settings;
  return new RestClient({
    upstreamUrl: backend.url,
    dispatcher: settings.dispatcher,
    timeoutMs: settings.timeoutMs,
    jar: new CookieJar(req.headers.cookie, csrfHeaderOf(req.headers)),
    onSessionCookies: (lines) => res.setHeader('Set-Cookie', lines),
    idempotencyKey: browserIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]),
    requestId: record?.id,
    cut: settings.upstreamCut,
    onUpstreamCall: ({ method, pathTemplate, status, seconds }) => {
      if (record) noteUpstream(record, status);
      metrics?.upstreamCall(method, pathTemplate, status, seconds);
    },
  });
}

function viewerOf(settings: ContextSettings, req: IncomingMessage, rest: RestClient, record: RequestRecord | undefined, backend: Backend) {
  const viewAs = parseViewAs(req.headers[VIEW_AS_HEADER]);
  const entryOf = (cookie: string | undefined) =>
    settings.authInfoCache?.entryFor({ cookie, backend: backend.key, viewAs: req.headers[VIEW_AS_HEADER] }) ?? null;
  const cached = entryOf(req.headers.cookie);
  const currentEntry = () => entryOf(rest.sessionCookies());
  return record ? new RecordedViewer(rest, viewAs, record, cached, currentEntry) : new ViewerLoader(rest, viewAs, cached, currentEntry);
}
