import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { ComplianceCheckMemory } from './lib/complianceCheckMemory';
import { AuthInfoCache } from './session/authInfoCache';
import { LoginThrottle } from './session/throttle/loginThrottle';
import { clientAddresses } from './lib/clientAddress';
import { withReadRetry } from './rest/readRetry';
import { createApp, executionSettings } from './server/app';
import { backendsOf, DEFAULT_LOCAL_UPSTREAM_URL } from './lib/backends';
import { DEFAULT_DRAIN_MS, Drain } from './ops/drain';
import { silentLogger, type Logger } from './ops/logger';
import { GatewayMetrics } from './ops/metrics';
import { DEFAULT_METRICS_NETWORKS, type MetricsAccess } from './ops/metricsRoute';
import { KnownOperations } from './ops/operations';
import { TOOL_DOCUMENTS } from './ops/toolDocuments';
import type { GatewayOptions as CoreOptions } from './server/options';
import { startTracing, traceResolvers, type TracingOptions } from './lib/tracing';

/** Operating the gateway (issue #15). */
interface OperationsOptions {
  /** Where the request lines and errors go; main.ts passes the configured one. Default: nothing is logged. */
  logger?: Logger;
  /** Traces of every request, exported here (D-128). Default: no tracing, nothing recorded or allocated. */
  tracing?: TracingOptions;
  /** Who may read /metrics. Default: loopback only, no token. */
  metricsAccess?: MetricsAccess;
}

/** Sign-in protection (decision D-150) and who the client is (D-151). */
interface SignInOptions {
  /**
   * The proxies (IP addresses or CIDR ranges) whose X-Forwarded-For names the client: the TRUSTED_PROXIES setting.
   * Default: none, so the connecting peer is the client.
   */
  trustedProxies?: string[];
  /** How a slowed sign-in waits (D-150). Default: a timer; tests record the delays instead. */
  loginDelay?: (ms: number) => Promise<unknown>;
}

export type GatewayOptions = CoreOptions & OperationsOptions & SignInOptions;
export { createLogger, type Logger } from './ops/logger';
export { otlpExporter } from './lib/tracing';

const PERSISTED_QUERIES_FILE = new URL('../persisted-queries.json', import.meta.url);
const SCHEMA_FILE = new URL('../../schema.graphql', import.meta.url);
const DEFAULT_TIMEOUT_MS = 10_000;

function readPersistedQueries(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(PERSISTED_QUERIES_FILE, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

export interface Gateway {
  /** Serves every request (an HTTP server's request listener). */
  listener: RequestListener;
  drain: Drain;
  stop(): Promise<void>;
}

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  // First: a proxy list it cannot read stops the gateway before anything is started.
  const addresses = clientAddresses(options.trustedProxies);
  const ownDispatcher = options.dispatcher ? null : new Agent({ keepAliveTimeout: 30_000, connections: 128 });
  const dispatcher = withReadRetry(options.dispatcher ?? ownDispatcher!);
  const logger = options.logger ?? silentLogger();
  const tracing = options.tracing ? startTracing(options.tracing) : null;
  const execution = executionSettings(logger, options.maxResponseBytes);
  traceResolvers(execution.schema);
  const metrics = new GatewayMetrics();
  const loginThrottle = await LoginThrottle.create({
    redisUrl: options.redisUrl,
    onThrottled: () => metrics.loginThrottled(),
    onSlowed: () => metrics.loginSlowed(),
    delay: options.loginDelay,
    logger,
  });
  const authInfoCache = await AuthInfoCache.create({ redisUrl: options.redisUrl, windowMs: options.authInfoCacheMs, logger });
  const devMode = options.devMode ?? false;
  const timeoutMs = options.upstreamTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The tools' stable ids cannot collide with the web client's md5 ids.
  const documents = { ...(options.persistedQueries ?? readPersistedQueries()), ...TOOL_DOCUMENTS };
  const drain = new Drain();
  const listener = createApp({
    backends: backendsOf({
      upstreamUrl: options.upstreamUrl,
      sandboxMode: options.sandboxMode,
      devMode,
      localUpstreamUrl: options.localUpstreamUrl ?? DEFAULT_LOCAL_UPSTREAM_URL,
    }),
    devMode,
    production: options.production ?? false,
    dispatcher,
    timeoutMs,
    webDist: options.webDist,
    persistedQueries: documents,
    allowAdhocDocuments: options.allowAdhocDocuments ?? false,
    loginThrottle,
    queueVerdicts: new ComplianceCheckMemory(),
    clientAddresses: addresses,
    authInfoCache,
    execution,
    ops: {
      logger,
      metrics,
      drain,
      known: new KnownOperations(documents),
      readiness: { upstreamUrl: options.upstreamUrl, dispatcher, timeoutMs },
      metricsAccess: options.metricsAccess ?? { networks: DEFAULT_METRICS_NETWORKS },
      sdl: readFileSync(SCHEMA_FILE, 'utf8'),
    },
  });
  return {
    listener,
    drain,
    stop: async () => {
      await ownDispatcher?.close();
      loginThrottle.close();
      authInfoCache.close();
      await tracing?.shutdown();
    },
  };
}

export interface RunningGateway {
  /** e.g. http://127.0.0.1:4000 (no trailing slash) */
  url: string;
  /** Closes at once, dropping requests in flight (tests). */
  close(): Promise<void>;
  /**
   * The graceful stop (SIGTERM/SIGINT): not ready, no new connections, requests in flight finish within limitMs,
   * then the upstream pools close. Resolves true when every request finished in time.
   */
  drain(limitMs?: number): Promise<boolean>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const gateway = await createGateway(options);
  const server = createServer(gateway.listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await gateway.stop();
    },
    drain: async (limitMs = DEFAULT_DRAIN_MS) => {
      const finished = await gateway.drain.run(server, limitMs);
      await gateway.stop();
      return finished;
    },
  };
}
