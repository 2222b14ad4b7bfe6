import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGateway } from './index';

// Usage: tsx gateway/src/main.ts [--reset]
// Env: PORT, UPSTREAM_URL, LOCAL_UPSTREAM_URL, SANDBOX_PORT, SANDBOX_DB, SANDBOX_LATENCY_MS, GRAPHQL_ALLOW_ADHOC,
// UPSTREAM_TIMEOUT_MS, REDIS_URL, WEB_DIST, NODE_ENV (anything but production is dev mode), and SCHEDULER_ALL_AGENTS
// and SCHEDULER_TEST_AGENT (read by scheduler/gate.ts).
const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(gatewayDir, '..');
const env = process.env;
const production = env.NODE_ENV === 'production';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

let upstreamUrl = env.UPSTREAM_URL;
let closeSandbox: (() => Promise<void>) | undefined;
if (!upstreamUrl) {
  const { startSandbox } = await import('@portal/sandbox');
  const sandbox = await startSandbox({
    port: Number(env.SANDBOX_PORT ?? 4001),
    host: '127.0.0.1',
    file: env.SANDBOX_DB === ':memory:' ? ':memory:' : path.resolve(repoRoot, env.SANDBOX_DB ?? 'data/sandbox.db'),
    reset: process.argv.includes('--reset'),
    latencyMs: Number(env.SANDBOX_LATENCY_MS ?? 0),
  });
  upstreamUrl = sandbox.url;
  closeSandbox = sandbox.close;
  console.log(`Embedded sandbox REST API on ${sandbox.url}`);
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
  webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.resolve(gatewayDir, '../web/dist'),
  port: Number(env.PORT ?? 4000),
});
console.log(`Agent portal on ${gateway.url}/ (GraphQL at ${gateway.url}/graphql), upstream ${upstreamUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await gateway.close();
      await closeSandbox?.();
      process.exit(0);
    })();
  });
}
