import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { Agent } from 'undici';
import { LoginThrottle } from './auth/loginThrottle';
import { withReadRetry } from './rest/readRetry';
import { createApollo, createApp } from './server/app';
import { backendsOf, DEFAULT_LOCAL_UPSTREAM_URL } from './lib/backends';
import type { GatewayOptions } from './server/options';

export type { GatewayOptions } from './server/options';

const PERSISTED_QUERIES_FILE = new URL('../persisted-queries.json', import.meta.url);
const DEFAULT_TIMEOUT_MS = 10_000;

function readPersistedQueries(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(PERSISTED_QUERIES_FILE, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

export interface Gateway {
  app: Express;
  stop(): Promise<void>;
}

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const ownDispatcher = options.dispatcher ? null : new Agent({ keepAliveTimeout: 30_000, connections: 128 });
  const dispatcher = withReadRetry(options.dispatcher ?? ownDispatcher!);
  const apollo = createApollo({ maxResponseBytes: options.maxResponseBytes });
  await apollo.start();
  const loginThrottle = await LoginThrottle.create({ redisUrl: options.redisUrl });
  const devMode = options.devMode ?? false;
  const app = createApp(apollo, {
    backends: backendsOf({
      upstreamUrl: options.upstreamUrl,
      sandboxMode: options.sandboxMode,
      devMode,
      localUpstreamUrl: options.localUpstreamUrl ?? DEFAULT_LOCAL_UPSTREAM_URL,
    }),
    devMode,
    production: options.production ?? false,
    dispatcher,
    timeoutMs: options.upstreamTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    webDist: options.webDist,
    persistedQueries: options.persistedQueries ?? readPersistedQueries(),
    allowAdhocDocuments: options.allowAdhocDocuments ?? false,
    loginThrottle,
  });
  return {
    app,
    stop: async () => {
      await apollo.stop();
      await ownDispatcher?.close();
      await loginThrottle.close();
    },
  };
}

export interface RunningGateway {
  /** e.g. http://127.0.0.1:4000 (no trailing slash) */
  url: string;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const gateway = await createGateway(options);
  const server = createServer(gateway.app);
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
  };
}
