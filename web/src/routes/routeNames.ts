/** ROUTE-056: the named routes and the paths they resolve to. Agent routes take agentID (and domainName). */
export const ROUTE_NAMES = [
  'index',
  'overview',
  'glossary',
  'dashboard',
  'domains',
  'emails',
  'payment',
  'billing',
  'login',
  'logout',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export interface RouteParams {
  agentID?: string;
  domainName?: string;
}

const AGENT_PAGES: Partial<Record<RouteName, string>> = {
  dashboard: 'dashboard/',
  domains: 'domains/',
  emails: 'emails/',
  payment: 'payment/',
  billing: 'billing/',
};

const FIXED: Partial<Record<RouteName, string>> = {
  index: '/',
  overview: '/overview/',
  glossary: '/glossary/',
  login: '/login/',
  logout: '/logout/',
};

const seg = (value: string) => encodeURIComponent(value);

/** The path of a named route; agent routes need agentID, and domains with a domainName opens that domain. */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  const fixed = FIXED[name];
  if (fixed) return fixed;
  const page = AGENT_PAGES[name];
  if (!page || !params.agentID) throw new Error(`Route ${name} needs the param agentID`);
  const base = `/agents/${seg(params.agentID)}/${page}`;
  return name === 'domains' && params.domainName ? `${base}${seg(params.domainName)}/` : base;
}
