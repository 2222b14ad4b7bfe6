/** How the gateway runs (Query.portal, decision D-18): dev mode, production, and the API hosts. */
interface BackendInfo {
  key: string;
  label: string;
  local: boolean;
}

export interface PortalInfo {
  devMode: boolean;
  production: boolean;
  backend: BackendInfo;
  backends: readonly BackendInfo[];
}

let known: PortalInfo | null = null;

/** The last portal info the session query brought; login and logout do not change it. */
export function cachedPortalInfo(): PortalInfo | null {
  return known;
}

export function cachePortalInfo(info: PortalInfo): void {
  known = info;
}
