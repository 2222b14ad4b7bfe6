import { PATHS } from './paths';

/** ROUTE-056: the named routes; agent routes take agentID (and domains a domainName). Each is a route of PATHS. */
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

const FIXED = { index: PATHS.home, overview: PATHS.overview, glossary: PATHS.glossary, login: PATHS.login, logout: PATHS.logout };
const OF_AGENT = { dashboard: PATHS.dashboard, domains: PATHS.domains, emails: PATHS.emails, payment: PATHS.payment, billing: PATHS.billing };

/** The path of a named route; agent routes need agentID, and domains with a domainName opens that domain's editor. */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  if (name in FIXED) return FIXED[name as keyof typeof FIXED].href();
  const { agentID, domainName } = params;
  if (!agentID) throw new Error(`Route ${name} needs the param agentID`);
  if (name === 'domains' && domainName) return PATHS.editor.href({ agentID, domainName });
  return OF_AGENT[name as keyof typeof OF_AGENT].href({ agentID });
}
