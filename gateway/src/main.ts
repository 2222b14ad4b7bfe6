import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { otlpExporter, startGateway } from './index';
import { clientAddresses } from './lib/clientAddress';
import { DEFAULT_DRAIN_MS } from './ops/drain';
import { createLogger, flushLogger } from './ops/logger';
import { DEFAULT_METRICS_NETWORKS } from './ops/metricsRoute';

// Usage: tsx gateway/src/main.ts [--reset]
// Env: PORT, UPSTREAM_URL, LOCAL_UPSTREAM_URL, SANDBOX_PORT, SANDBOX_DB, SANDBOX_LATENCY_MS, GRAPHQL_ALLOW_ADHOC,
// UPSTREAM_TIMEOUT_MS, REDIS_URL, TRUSTED_PROXIES, AUTH_INFO_CACHE_MS, WEB_DIST, NODE_ENV (anything but production is dev mode), LOG_LEVEL,
// DRAIN_TIMEOUT_MS, METRICS_NETWORKS, METRICS_TOKEN, and SCHEDULER_ALL_AGENTS and SCHEDULER_TEST_AGENT (read by
// scheduler/gate.ts).
const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(gatewayDir, '..');
const env = process.env;
const production = env.NODE_ENV === 'production';
const logger = createLogger({ production, level: env.LOG_LEVEL || undefined });

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function list(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').map((s) => s.trim()).filter(Boolean);
}

const trustedProxies = list(env.TRUSTED_PROXIES);
try {
  clientAddresses(trustedProxies);
} catch (error) {
  // A proxy list the gateway cannot read would otherwise trust too much or too little without a word.
  logger.fatal((error as Error).message);
  await flushLogger(logger);
  process.exit(1);
}

let upstreamUrl = env.UPSTREAM_URL;
let closeSandbox: (() => Promise<void>) | undefined;
if (!upstreamUrl && production) {
  // Production never runs the embedded sandbox: a missing setting must not become a demo system.
  logger.fatal('UPSTREAM_URL is required with NODE_ENV=production');
  await flushLogger(logger);
  process.exit(1);
}
if (!upstreamUrl) {
  const { startSandbox } = await import('@portal/sandbox');
  const sandbox = await startSandbox({
    port: Number(env.SANDBOX_PORT ?? 4001),
    host: '127.0.0.1',
    file: env.SANDBOX_DB === ':memory:' ? ':memory:' : path.resolve(repoRoot, env.SANDBOX_DB ?? 'data/sandbox.db'),
    reset: process.argv.includes('--reset'),
    latencyMs: Number(env.SANDBOX_LATENCY_MS ?? 0),
    warm: true,
  });
  upstreamUrl = sandbox.url;
  closeSandbox = sandbox.close;
  logger.info(`Embedded sandbox REST API on ${sandbox.url}`);
}

const gateway = await startGateway({
  upstreamUrl: withTrailingSlash(upstreamUrl),
  sandboxMode: closeSandbox !== undefined,
  allowAdhocDocuments: flag(env.GRAPHQL_ALLOW_ADHOC, !production),
  devMode: !production,
  production,
  localUpstreamUrl: env.LOCAL_UPSTREAM_URL ? withTrailingSlash(env.LOCAL_UPSTREAM_URL) : undefined,
  upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS ? Number(env.UPSTREAM_TIMEOUT_MS) : undefined,
  redisUrl: env.REDIS_URL || undefined,
  trustedProxies,
  authInfoCacheMs: env.AUTH_INFO_CACHE_MS ? Number(env.AUTH_INFO_CACHE_MS) : undefined,
  webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.resolve(gatewayDir, '../web/dist'),
  port: Number(env.PORT ?? 4000),
  logger,
  // Traces go to OTLP when an endpoint is set (D-128); otherwise nothing is traced.
  tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT ? { exporter: otlpExporter() } : undefined,
  metricsAccess: { networks: list(env.METRICS_NETWORKS) ?? DEFAULT_METRICS_NETWORKS, token: env.METRICS_TOKEN || undefined },
});
logger.info(
  { url: gateway.url, upstream: upstreamUrl, production },
  `Agent portal on ${gateway.url}/ (GraphQL at ${gateway.url}/graphql), upstream ${upstreamUrl}`,
);

const drainMs = env.DRAIN_TIMEOUT_MS ? Number(env.DRAIN_TIMEOUT_MS) : DEFAULT_DRAIN_MS;
let draining = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: tsx exits the process at once when a signal finds no listener left.
  process.on(signal, () => {
    if (draining) return;
    draining = true;
    logger.info({ signal, drainMs }, 'draining: no new requests, waiting for those in flight');
    void (async () => {
      const finished = await gateway.drain(drainMs);
      await closeSandbox?.();
      logger.info({ finished }, finished ? 'drained; exiting' : 'drain limit reached; remaining requests were cut');
      await flushLogger(logger);
      process.exit(0);
    })();
  });
}
