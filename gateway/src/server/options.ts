import type { Dispatcher } from 'undici';

export interface GatewayOptions {
  /** Base URL of the provider's REST API, with a trailing slash. */
  upstreamUrl: string;
  /** The upstream is the embedded sandbox, so its sandbox-only calls exist. */
  sandboxMode: boolean;
  /** Default: a keep-alive undici Agent. Tests pass a MockAgent. */
  dispatcher?: Dispatcher;
  /** Absolute path of the built web client, served statically with an SPA fallback. */
  webDist?: string;
  /** Relay's persisted documents: id → document. Default: gateway/persisted-queries.json. */
  persistedQueries?: Record<string, string>;
  /** Accept full GraphQL documents, not only persisted ids. */
  allowAdhocDocuments?: boolean;
  upstreamTimeoutMs?: number;
  port?: number;
  host?: string;
}
