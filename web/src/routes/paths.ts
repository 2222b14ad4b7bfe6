import { overviewPath, type OverviewPageKey } from '@portal/rules';

/** The names of a pattern's params: '/agents/:agentID/billing/:receiptId/' → 'agentID' | 'receiptId'. */
type ParamNames<S extends string> = S extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : never;

/** What a route's href builder takes: one value per param of its full pattern, nothing for a route without any. */
type RouteParams<S extends string> = [ParamNames<S>] extends [never] ? [] : [params: Record<ParamNames<S>, string | number>];

export interface RoutePath<Full extends string> {
  /** The route's path relative to its parent in the route table (what `path:` says there); '' for an index route. */
  readonly pattern: string;
  /** The whole pattern from the root, as the router matches it. */
  readonly full: Full;
  /** The address of this route with these params, each one encoded as a path segment. */
  href(...params: RouteParams<Full>): string;
}

function routePath<Parent extends string, Pattern extends string>(parent: Parent, pattern: Pattern): RoutePath<`${Parent}${Pattern}`> {
  const full = `${parent}${pattern}` as `${Parent}${Pattern}`;
  return {
    pattern,
    full,
    href: (...args) => {
      const values = (args[0] ?? {}) as Record<string, string | number>;
      return full.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined || value === '') throw new Error(`The route ${full} needs the param ${name}`);
        return encodeURIComponent(String(value));
      });
    },
  };
}

const ROOT = '/';
const AGENT = '/agents/:agentID/';
const OVERVIEW = '/overview/';
const EDITOR = '/agents/:agentID/domains/:domainName/';

/**
 * Every route of the portal (seed 000 §2, ROUTE-001..056): its pattern, which the route table (app/routes.tsx, the
 * areas' routes.tsx) uses as `path`, and its href builder, which every link, navigate() and redirect uses. No screen
 * writes an address by hand. tests/unit/web-paths.test.ts proves each builder gives an address the router matches
 * to that very route.
 */
export const PATHS = {
  home: routePath(ROOT, ''),
  login: routePath(ROOT, 'login/'),
  logout: routePath(ROOT, 'logout/'),
  forbidden: routePath(ROOT, 'forbidden/'),
  terms: routePath(ROOT, 'terms/'),
  privacy: routePath(ROOT, 'privacy/'),
  m1Video: routePath(ROOT, 'm1-video/'),
  m2Video: routePath(ROOT, 'm2-video/'),
  glossary: routePath(ROOT, 'glossary/'),
  userLanding: routePath(ROOT, 'user/:userID/'),
  mirusLanding: routePath(ROOT, 'mirus/:userID/'),
  staffLanding: routePath(ROOT, 'atms/:staffID/'),
  employeeLanding: routePath(ROOT, 'employees/:employeeID/'),

  overview: routePath(ROOT, 'overview/'),
  overviewCallTracking: routePath(OVERVIEW, 'calltracking/'),
  overviewQlp: routePath(OVERVIEW, 'qlp/'),
  overviewQueue: routePath(OVERVIEW, 'queue/'),
  overviewQueueHistory: routePath(OVERVIEW, 'queue/history/'),
  overviewM1Stats: routePath(OVERVIEW, 'm1stats/'),
  overviewStats: routePath(OVERVIEW, 'stats/'),
  overviewParticipation: routePath(OVERVIEW, 'participation/'),
  overviewDepartures: routePath(OVERVIEW, 'departures/'),
  overviewReports: routePath(OVERVIEW, 'reports/'),

  agent: routePath(ROOT, 'agents/:agentID/'),
  dashboard: routePath(AGENT, 'dashboard/'),
  domains: routePath(AGENT, 'domains/'),
  purchase: routePath(AGENT, 'domains/purchase/'),
  transfer: routePath(AGENT, 'domains/transfer/'),
  domainStats: routePath(AGENT, 'domains/:domainName/stats/'),
  welcome: routePath(AGENT, 'welcome/'),
  pricing: routePath(AGENT, 'pricing/'),
  emails: routePath(AGENT, 'emails/'),
  team: routePath(AGENT, 'team/'),
  campaigns: routePath(AGENT, 'campaigns/'),
  callTracking: routePath(AGENT, 'calltracking/'),
  billing: routePath(AGENT, 'billing/'),
  compDeductStateTaxes: routePath(AGENT, 'billing/comp-deduct-state-taxes/'),
  receipt: routePath(AGENT, 'billing/:receiptId/'),
  payment: routePath(AGENT, 'payment/'),
  scheduler: routePath(AGENT, 'appointment-scheduler/'),
  appointments: routePath(AGENT, 'appointment-scheduler/appointments/'),
  schedules: routePath(AGENT, 'appointment-scheduler/schedules/'),
  schedule: routePath(AGENT, 'appointment-scheduler/schedules/:schedulePk/'),
  schedulerSettings: routePath(AGENT, 'appointment-scheduler/settings/'),

  editor: routePath(AGENT, 'domains/:domainName/'),
  nonEditable: routePath(EDITOR, ':pageKey/non-editable/'),
  section: routePath(EDITOR, ':pageKey/:sectionKey/'),
  sectionEdit: routePath(EDITOR, ':pageKey/:sectionKey/edit/'),
  sectionHelp: routePath(EDITOR, ':pageKey/:sectionKey/help/'),
  sectionLive: routePath(EDITOR, ':pageKey/:sectionKey/live/'),

  notFound: routePath(ROOT, '*'),
} as const;

/** ROUTE-041..044: a section's three views. */
export type SectionView = 'edit' | 'help' | 'live';

const SECTION_VIEWS = { edit: PATHS.sectionEdit, help: PATHS.sectionHelp, live: PATHS.sectionLive } as const;

export function sectionHref(
  params: { agentID: string; domainName: string; pageKey: string; sectionKey: string },
  view: SectionView,
): string {
  return SECTION_VIEWS[view].href(params);
}

/**
 * An overview sub-page by its key (ROUTE-048..055): the shared rules' overviewPath, which the gateway also sends as
 * the landing cards' paths; tests/unit/web-paths.test.ts proves each one opens its route.
 */
export function overviewPageHref(key: OverviewPageKey): string {
  return overviewPath(key);
}

/** The scheduler's tabs (SCHED-001): which route each opens. */
export type SchedulerChild = 'appointments' | 'schedules' | 'settings';

const SCHEDULER_CHILDREN = {
  appointments: PATHS.appointments,
  schedules: PATHS.schedules,
  settings: PATHS.schedulerSettings,
} as const;

export function schedulerHref(agentID: string, child?: SchedulerChild): string {
  return (child ? SCHEDULER_CHILDREN[child] : PATHS.scheduler).href({ agentID });
}
