import type { CorporatePermission, SessionUser } from './users';
import { ownId } from './users';

/** Site config fields that the access policy needs (AUTH-016). */
export interface DemoAccess {
  demoDomains: readonly string[];
  demoUsers: readonly { associateId: string }[];
}

export type AccessDecision = 'allow' | 'login' | 'forbidden';

/** Overview sub-pages and the corporate permission each needs (OVERVIEW, AUTH-011). */
export const OVERVIEW_PERMISSIONS: Record<string, CorporatePermission | null> = {
  '': null,
  calltracking: 'calltracking',
  qlp: 'qlp',
  queue: 'queue',
  m1stats: 'm1stats',
  stats: 'm1stats',
  participation: 'participation',
  departures: 'departures',
  reports: 'reports',
};

/** Paths anyone may open, signed in or not. */
const PUBLIC_FIRST_SEGMENTS = new Set(['login', 'logout', 'forbidden', 'm1-video', 'm2-video']);

/** AUTH-008, AUTH-010, AUTH-007: may this user see data of agent {agentId}? Enforced by the gateway. */
export function canAccessAgent(user: SessionUser, agentId: string): boolean {
  if (!user.authenticated || !agentId) return false;
  switch (user.userType) {
    case 'mirus':
      return true;
    case 'agent':
      return user.associateId === agentId;
    case 'staff':
      return user.staffAgents.includes(agentId);
    default:
      return false;
  }
}

/** AUTH-016: a user listed in demo_users may open a domain listed in demo_domains. */
export function isDemoDomainFor(user: SessionUser, domainName: string, demo: DemoAccess | null | undefined): boolean {
  if (!demo || !user.authenticated || !user.associateId) return false;
  const isDemoUser = demo.demoUsers.some((d) => d.associateId === user.associateId);
  return isDemoUser && demo.demoDomains.includes(domainName);
}

/** Data of one domain of an agent: the agent rule, or the demo-domain exemption. */
export function canAccessAgentDomain(
  user: SessionUser,
  agentId: string,
  domainName: string,
  demo: DemoAccess | null | undefined,
): boolean {
  return canAccessAgent(user, agentId) || isDemoDomainFor(user, domainName, demo);
}

/** AUTH-011 and the OVERVIEW permission rows: corp needs the sub-page's permission, mirus opens all. */
export function canOpenOverview(user: SessionUser, subPage: string): boolean {
  if (!user.authenticated) return false;
  if (user.userType === 'mirus') return true;
  if (user.userType !== 'corp') return false;
  if (!(subPage in OVERVIEW_PERMISSIONS)) return true; // unknown sub-page: the 404 page handles it
  const needed = OVERVIEW_PERMISSIONS[subPage];
  return needed === null || user.corporatePermissions.includes(needed);
}

/** Admin toolbox, site config and site notification writes (decision D-06: internal users only). */
export function canAdminister(user: SessionUser): boolean {
  return user.authenticated && user.userType === 'mirus' && user.internal;
}

function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/**
 * The roles table of seed 000 §6 applied to a browser path (AUTH-005..014).
 * 'login' means the path needs a signed-in user; 'forbidden' means this user may not open it.
 * Paths the portal does not know are allowed here so that the 404 page can answer them.
 */
export function canOpenPath(user: SessionUser, pathname: string, demo?: DemoAccess | null): AccessDecision {
  const [first, second, third, fourth] = segments(pathname);
  if (first === undefined) return 'allow'; // "/" redirects by user type
  if (PUBLIC_FIRST_SEGMENTS.has(first)) return 'allow';
  const known = ['agents', 'mirus', 'atms', 'employees', 'user', 'overview', 'glossary'];
  if (!known.includes(first)) return 'allow';
  if (!user.authenticated) return 'login';
  if (user.userType === 'mirus') return 'allow';
  const mine = ownId(user);
  switch (first) {
    case 'glossary':
      return 'allow';
    case 'mirus':
      return 'forbidden';
    case 'agents': {
      if (!second) return 'forbidden';
      if (canAccessAgent(user, second)) return 'allow';
      if (third === 'domains' && fourth && isDemoDomainFor(user, fourth, demo)) return 'allow';
      return 'forbidden';
    }
    case 'atms':
      return user.userType === 'staff' && second === mine ? 'allow' : 'forbidden';
    case 'employees':
      return user.userType === 'corp' && second === mine ? 'allow' : 'forbidden';
    case 'user':
      return user.userType === 'unknown' && second === mine ? 'allow' : 'forbidden';
    case 'overview':
      return canOpenOverview(user, second ?? '') ? 'allow' : 'forbidden';
    default:
      return 'allow';
  }
}
