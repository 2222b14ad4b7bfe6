import type { Db } from '../db/module';
import type { StatsRange } from '../lib/statsRange';
import { totalTraffic } from '../lib/traffic';
import { listServices } from '../lib/agentStore';
import { agentNameMap, listAgentNames } from './access';
import { isQuoteLandingPage, listAllDomains, qlpDayViews } from './traffic';

/** The range's calls compare on the first 19 characters of `started` (UTC, like the range). */
const IN_RANGE = 'substr(started, 1, 19) BETWEEN ? AND ?';

/** Overview call tracking (decision D-47): every agent, their account and their calls in the range. */
export function callTrackingOverview(db: Db, range: StatsRange) {
  const accounts = new Map(
    db
      .prepare<[], { associate_id: string; pool_size: number; area_code: string | null }>(
        'SELECT associate_id, pool_size, area_code FROM calltracking_accounts',
      )
      .all()
      .map((a) => [a.associate_id, a]),
  );
  const counts = new Map(
    db
      .prepare<[string, string], { associate_id: string; calls: number; answered: number; missed: number; voicemail: number }>(
        `SELECT associate_id, count(*) AS calls,
           sum(status = 'answered') AS answered, sum(status = 'missed') AS missed, sum(status = 'voicemail') AS voicemail
         FROM calls WHERE ${IN_RANGE} GROUP BY associate_id`,
      )
      .all(range.start, range.end)
      .map((c) => [c.associate_id, c]),
  );
  const results = listAgentNames(db).map(({ associate_id, agent_name }) => {
    const account = accounts.get(associate_id);
    const c = counts.get(associate_id);
    return {
      associate_id,
      agent_name,
      has_account: !!account,
      pool_size: account?.pool_size ?? null,
      area_code: account?.area_code ?? null,
      call_count: c?.calls ?? 0,
      answered: c?.answered ?? 0,
      missed: c?.missed ?? 0,
      voicemail: c?.voicemail ?? 0,
    };
  });
  return {
    start: range.start,
    end: range.end,
    accounts: results.filter((r) => r.has_account).length,
    call_count: results.reduce((sum, r) => sum + r.call_count, 0),
    results,
  };
}

/** OVERVIEW-009 (decision D-47): results, count, overview_data, chart_data and qlp_views of the range. */
export function qlpOverview(db: Db, range: StatsRange) {
  const names = agentNameMap(db);
  const pages = listAllDomains(db).filter((d) => isQuoteLandingPage(db, d));
  const chart = range.days.map((date) => ({ date, qlp_views: 0 }));
  const results = pages
    .map((domain) => {
      let views = 0;
      range.days.forEach((date, i) => {
        const v = qlpDayViews(domain, date);
        views += v;
        chart[i].qlp_views += v;
      });
      const quoteStarts = totalTraffic(domain, range.days).quote_starts;
      return {
        associate_id: domain.associate_id,
        agent_name: names.get(domain.associate_id) ?? domain.associate_id,
        domain_name: domain.domain_name,
        qlp_views: views,
        quote_starts: quoteStarts,
      };
    })
    .sort((a, b) => b.qlp_views - a.qlp_views || a.domain_name.localeCompare(b.domain_name));
  const qlpViews = results.reduce((sum, r) => sum + r.qlp_views, 0);
  const quoteStarts = results.reduce((sum, r) => sum + r.quote_starts, 0);
  return {
    start: range.start,
    end: range.end,
    count: results.length,
    qlp_views: qlpViews,
    overview_data: {
      agents: new Set(results.map((r) => r.associate_id)).size,
      domains: results.length,
      qlp_views: qlpViews,
      quote_starts: quoteStarts,
    },
    chart_data: chart,
    results,
  };
}

const M_WEBSITE_TYPES = ['m1', 'm2'] as const;

/** "M1 stats" (decision D-47): traffic of the M websites (m1 and m2, not cancelled) in the range. */
export function m1StatsOverview(db: Db, range: StatsRange) {
  const names = agentNameMap(db);
  const results = listAllDomains(db)
    .filter((d) => !d.is_cancelled && (M_WEBSITE_TYPES as readonly string[]).includes(d.product_type))
    .map((domain) => {
      const t = totalTraffic(domain, range.days);
      return {
        associate_id: domain.associate_id,
        agent_name: names.get(domain.associate_id) ?? domain.associate_id,
        domain_name: domain.domain_name,
        product_type: domain.product_type,
        active: domain.active,
        visits: t.visits,
        page_views: t.page_views,
        phone_clicks: t.phone_clicks,
        contact_forms_sent: t.contact_forms_sent,
        quote_starts: t.quote_starts,
      };
    });
  const sum = (key: 'visits' | 'page_views' | 'phone_clicks' | 'contact_forms_sent' | 'quote_starts') =>
    results.reduce((total, r) => total + r[key], 0);
  return {
    start: range.start,
    end: range.end,
    totals: {
      domains: results.length,
      visits: sum('visits'),
      page_views: sum('page_views'),
      phone_clicks: sum('phone_clicks'),
      contact_forms_sent: sum('contact_forms_sent'),
      quote_starts: sum('quote_starts'),
    },
    results,
  };
}

/** Participation (decision D-47): the agents' dash services as an agent-by-service table. */
export function participationOverview(db: Db) {
  const agents = listAgentNames(db).map(({ associate_id, agent_name }) => ({
    associate_id,
    agent_name,
    services: listServices(db, associate_id),
  }));
  const services = (agents[0]?.services ?? []).map(({ key, name }) => ({
    key,
    name,
    agents: agents.filter((a) => a.services.some((s) => s.key === key && s.active)).length,
  }));
  return {
    total_agents: agents.length,
    services,
    agents: agents.map((a) => ({ ...a, services: a.services.map(({ key, active }) => ({ key, active })) })),
  };
}
