import { canOpenOverview, OVERVIEW_PAGES, type OverviewPageKey, type SessionUser } from '@portal/rules';
import type { Db } from '../db/module';
import type { StatsRange } from '../lib/statsRange';
import { listAgentNames } from './access';
import { listDepartures } from './departures';
import { pendingRows } from './queue';
import { listReports } from './reports';
import { callTrackingOverview, m1StatsOverview, participationOverview, qlpOverview } from './reads';
import { lastDays } from './traffic';

const SUMMARY_WINDOW_DAYS = 30;

function lastMonth(today: Date): StatsRange {
  const days = lastDays(SUMMARY_WINDOW_DAYS, today);
  return { start: `${days[0]}T00:00:00`, end: `${days[days.length - 1]}T23:59:59`, days };
}

/** One headline number per sub-page; a page's number is only worked out for a user who may open it. */
const HEADLINES: Record<OverviewPageKey, (db: Db, month: StatsRange) => { value: number; label: string }> = {
  calltracking: (db, month) => ({ value: callTrackingOverview(db, month).call_count, label: 'calls in the last 30 days' }),
  qlp: (db, month) => ({ value: qlpOverview(db, month).qlp_views, label: 'quote page views in the last 30 days' }),
  queue: (db) => ({ value: pendingRows(db).length, label: 'changes waiting for approval' }),
  stats: (db, month) => ({ value: m1StatsOverview(db, month).totals.visits, label: 'M1 and M2 site visits in the last 30 days' }),
  participation: (db) => ({ value: participationOverview(db).total_agents, label: 'agents' }),
  departures: (db) => ({ value: listDepartures(db).length, label: 'departures' }),
  reports: (db) => ({ value: listReports(db).length, label: 'reports' }),
};

/** The landing's cards (OVERVIEW-001): `{agents, cards: [{key, value, label}]}` for the pages the user may open. */
export function overviewSummary(db: Db, user: SessionUser, today: Date = new Date()) {
  const month = lastMonth(today);
  return {
    agents: listAgentNames(db).length,
    cards: OVERVIEW_PAGES.filter((p) => canOpenOverview(user, p.key)).map((p) => ({ key: p.key, ...HEADLINES[p.key](db, month) })),
  };
}
