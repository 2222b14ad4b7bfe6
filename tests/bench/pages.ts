import { readFileSync } from 'node:fs';

const persisted = JSON.parse(
  readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The web client's persisted id of a page's query (what the browser sends), so the bench measures real pages. */
export function pageQuery(operation: string): string {
  const id = Object.keys(persisted).find((key) => persisted[key]!.startsWith(`query ${operation}(`) || persisted[key]!.startsWith(`query ${operation} `));
  if (!id) throw new Error(`${operation} is not in gateway/persisted-queries.json: build the web client first`);
  return id;
}

export interface PageScenario {
  name: string;
  /** Persisted document id. */
  docId: string;
  variables?: Record<string, unknown>;
  /** The seeded account that opens the page (default alice, agent A1001). */
  user?: string;
}

const lastMonth = { startDate: '2026-10-23', endDate: '2026-11-22' };
const alice = { associateId: 'A1001' };
const page = (name: string, operation: string, variables?: Record<string, unknown>, user?: string): PageScenario => ({
  name,
  docId: pageQuery(operation),
  variables,
  user,
});

/** Every page of the web client, with the variables its route's loader sends (web/src/<area>/loaders.ts). */
export const PAGES: PageScenario[] = [
  page('session (app boot)', 'sessionQuery'),
  page('agent dashboard', 'loadersDashboardPageQuery', { ...alice, ...lastMonth }),
  page('welcome', 'loadersWelcomePageQuery', alice),
  page('domains list', 'loadersDomainsPageQuery', alice),
  page('domain order', 'loadersDomainOrderPageQuery', alice),
  page('domain stats', 'loadersDomainStatsPageQuery', { ...alice, domainName: 'alice-insurance.example', ...lastMonth }),
  page('domain editor', 'loadersEditorLayoutQuery', { agentId: 'A1001', domainName: 'alice-insurance.example' }),
  page('campaigns', 'loadersCampaignsPageQuery', {
    ...alice,
    ...lastMonth,
    page: 1,
    pageSize: 10,
    sortKey: 'domain_name',
    sortDescending: false,
    includeUncampaigned: false,
    domainFilter: '',
  }),
  page('call tracking', 'loadersCallTrackingPageQuery', { ...alice, ...lastMonth, sort: 'started', sortDir: 'desc' }),
  page('billing', 'loadersBillingPageQuery', alice),
  page('payment', 'loadersPaymentPageQuery', alice),
  page('pricing', 'loadersPricingPageQuery', alice),
  page('emails', 'loadersEmailsPageQuery', alice),
  page('team', 'loadersTeamPageQuery', alice),
  page('glossary', 'loadersGlossaryPageQuery', {}),
  page('scheduler gate', 'loadersSchedulerGateQuery', alice),
  page('scheduler pitch', 'loadersSchedulerPitchPageQuery', alice),
  page('scheduler appointments', 'loadersSchedulerAppointmentsPageQuery', alice),
  page('scheduler schedules', 'loadersSchedulerSchedulesPageQuery', alice),
  page('scheduler settings', 'loadersSchedulerSettingsPageQuery', alice),
  page('staff landing', 'loadersStaffLandingPageQuery', { staffId: 'S2001' }, 'sam'),
  page('employee landing (corp)', 'loadersEmployeeLandingPageQuery', { employeeId: 'E3002' }, 'erin'),
  page('overview landing (corp)', 'loadersOverviewLandingPageQuery', {}, 'erin'),
  page('overview M1 stats (corp)', 'loadersOverviewStatsPageQuery', lastMonth, 'erin'),
  page('overview call tracking (corp)', 'loadersOverviewCallTrackingPageQuery', lastMonth, 'erin'),
  page('overview QLP (corp)', 'loadersOverviewQlpPageQuery', lastMonth, 'erin'),
  page('overview queue (corp)', 'loadersOverviewQueuePageQuery', {}, 'erin'),
  page('overview reports (corp)', 'loadersOverviewReportsPageQuery', {}, 'erin'),
  page('overview departures (corp)', 'loadersOverviewDeparturesPageQuery', {}, 'erin'),
  page('overview participation (corp)', 'loadersOverviewParticipationPageQuery', {}, 'erin'),
];
