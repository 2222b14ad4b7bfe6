import { canOpenOverview } from './access';
import type { SessionUser } from './users';

/**
 * The corporate overview's sub-pages (ROUTE-048..055, OVERVIEW-002..008). `key` is the path segment that
 * canOpenOverview judges (m1stats/ only redirects to stats/, so it is not a page of its own).
 */
export const OVERVIEW_PAGES = [
  {
    key: 'calltracking',
    title: 'Call tracking',
    description: 'Call tracking accounts and calls per agent over a date range.',
  },
  {
    key: 'qlp',
    title: 'Agent Quote Landing Page stats',
    description: 'Quote landing page views per agent and domain over a date range.',
  },
  { key: 'queue', title: 'Approval Queue', description: 'Content changes waiting for approval before they go live.' },
  { key: 'stats', title: 'M1 stats', description: 'Traffic of the M1 and M2 websites over a date range.' },
  { key: 'participation', title: 'Participation', description: 'Which agents use which services.' },
  { key: 'departures', title: 'Departures', description: 'Agents who left and domains that were cancelled.' },
  { key: 'reports', title: 'Reports', description: 'Tables to read or download as CSV.' },
] as const;

export type OverviewPageKey = (typeof OVERVIEW_PAGES)[number]['key'];
export type OverviewPage = (typeof OVERVIEW_PAGES)[number];

export const OVERVIEW_PATH = '/overview/';

/** The browser path of a sub-page. */
export function overviewPath(key: OverviewPageKey): string {
  return `${OVERVIEW_PATH}${key}/`;
}

export function isOverviewPageKey(value: unknown): value is OverviewPageKey {
  return typeof value === 'string' && OVERVIEW_PAGES.some((p) => p.key === value);
}

/** The sub-pages this user may open, in the order of seed 000 §2 (the landing's cards and the drawer's links). */
export function overviewPagesFor(user: SessionUser): OverviewPage[] {
  if (!canOpenOverview(user, '')) return [];
  return OVERVIEW_PAGES.filter((p) => canOpenOverview(user, p.key));
}

/** API-067 (decision D-46): a corporate employee reads their own record; provider staff any. */
export function canReadCorporateUser(user: SessionUser, employeeId: string): boolean {
  if (!user.authenticated || !employeeId) return false;
  if (user.userType === 'mirus') return true;
  return user.userType === 'corp' && (user.userDetails?.identifier ?? user.user) === employeeId;
}
