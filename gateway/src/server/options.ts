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
  /** Largest answer in bytes; a larger one becomes a RESPONSE_TOO_LARGE error (D-61). Default 1 MB. */
  maxResponseBytes?: number;
  upstreamTimeoutMs?: number;
  /** Dev mode (SHELL-008..010): the X-Portal-Backend header may pick the local provider API. Default false. */
  devMode?: boolean;
  /** Running with NODE_ENV=production (SHELL-007's warning). Default false. */
  production?: boolean;
  /** The dev-mode "local" backend. Default http://127.0.0.1:8000/. */
  localUpstreamUrl?: string;
  /**
   * Redis shared by every instance for the login throttle (D-63) and the auth_info cache (D-120). Default: this
   * instance's memory.
   */
  redisUrl?: string;
  /** How long a session's auth_info answer is reused, in ms (D-120); 0 turns it off. Default 5000. */
  authInfoCacheMs?: number;
  port?: number;
  host?: string;
}
