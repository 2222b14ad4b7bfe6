/** One API host the gateway can send a request's REST calls to (SHELL-009, decision D-18). */
export interface Backend {
  key: string;
  label: string;
  /** A developer's own provider API (SHELL-010: the web client shows its local-development hint). */
  local: boolean;
  url: string;
  /** The embedded sandbox, whose sandbox-only calls exist. */
  sandbox: boolean;
}

/** The browser's backend choice; honoured in dev mode only. */
export const BACKEND_HEADER = 'x-portal-backend';
export const DEFAULT_LOCAL_UPSTREAM_URL = 'http://127.0.0.1:8000/';

export interface BackendSettings {
  upstreamUrl: string;
  sandboxMode: boolean;
  devMode: boolean;
  localUpstreamUrl: string;
}

export interface Backends {
  /** Used when the request names no (known) backend, and always outside dev mode. */
  fallback: Backend;
  /** The hosts the dev-mode chooser offers; empty outside dev mode. */
  choices: Backend[];
}

/**
 * Dev mode offers exactly two hosts: the configured upstream (the embedded sandbox, or UPSTREAM_URL) and a local
 * provider API. Outside dev mode the configured upstream is the only backend, so a header cannot redirect calls.
 */
export function backendsOf(settings: BackendSettings): Backends {
  const configured = { url: settings.upstreamUrl, local: false, sandbox: settings.sandboxMode };
  if (!settings.devMode) {
    return {
      fallback: { key: 'upstream', label: settings.sandboxMode ? 'Sandbox (embedded)' : 'Provider API', ...configured },
      choices: [],
    };
  }
  const sandbox: Backend = { key: 'sandbox', label: 'Sandbox (embedded)', ...configured };
  const local: Backend = {
    key: 'local',
    label: 'Local provider API',
    url: settings.localUpstreamUrl.endsWith('/') ? settings.localUpstreamUrl : `${settings.localUpstreamUrl}/`,
    local: true,
    sandbox: false,
  };
  return { fallback: sandbox, choices: [sandbox, local] };
}

export function chooseBackend(backends: Backends, header: string | string[] | undefined): Backend {
  const key = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return backends.choices.find((b) => b.key === key) ?? backends.fallback;
}
