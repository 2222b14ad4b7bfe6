import { canOpenOverview, MESSAGES, OVERVIEW_PAGES, overviewPath } from '@portal/rules';
import { overviewCalls } from '@portal/rules/contract';
import type {
  OverviewCallTracking,
  OverviewCard,
  OverviewDeparture,
  OverviewM1Stats,
  OverviewParticipation,
  OverviewQlpStats,
  OverviewReport,
} from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { requireStatsRange, type StatsRangeArgs } from '../lib/statsRange';
import { requireOverview } from './access';

/** The YYYY-MM-DD day of a range bound ("2026-11-01T00:00:00"). */
const day = (bound: string): string => bound.slice(0, 10);

function agentOf(raw: { associate_id: string; agent_name: string }) {
  return { associateId: raw.associate_id, agentName: raw.agent_name || raw.associate_id };
}

function traffic(raw: { visits: number; page_views: number; phone_clicks: number; contact_forms_sent: number; quote_starts: number }) {
  return {
    visits: raw.visits,
    pageViews: raw.page_views,
    phoneClicks: raw.phone_clicks,
    contactFormsSent: raw.contact_forms_sent,
    quoteStarts: raw.quote_starts,
  };
}

/** The summary call answers the agent count and the cards; one request shares one call (DataLoader). */
export async function overviewSummary(ctx: GatewayContext) {
  await requireOverview(ctx, '');
  return ctx.rest.call(overviewCalls.summary, { failure: MESSAGES.generic });
}

export async function overviewAgentCount(ctx: GatewayContext): Promise<number> {
  return (await overviewSummary(ctx)).agents;
}

/** OVERVIEW-001: the cards of the pages the viewer may open (the upstream's list, checked again here). */
export async function overviewCards(ctx: GatewayContext): Promise<OverviewCard[]> {
  const user = await requireOverview(ctx, '');
  const { cards } = await overviewSummary(ctx);
  const values = new Map(cards.map((c) => [c.key, c]));
  return OVERVIEW_PAGES.flatMap((p) => {
    const card = values.get(p.key);
    if (!card || !canOpenOverview(user, p.key)) return [];
    return [{ page: p.key, title: p.title, description: p.description, path: overviewPath(p.key), value: card.value, label: card.label }];
  });
}

export async function overviewCallTracking(ctx: GatewayContext, args: StatsRangeArgs): Promise<OverviewCallTracking> {
  await requireOverview(ctx, 'calltracking');
  const query = requireStatsRange(args);
  const body = await ctx.rest.call(overviewCalls.callTracking, { query, failure: MESSAGES.generic });
  return {
    startDate: day(body.start),
    endDate: day(body.end),
    accounts: body.accounts,
    callCount: body.call_count,
    agents: body.results.map((r) => ({
      ...agentOf(r),
      hasAccount: r.has_account,
      poolSize: r.pool_size,
      areaCode: r.area_code,
      callCount: r.call_count,
      answered: r.answered,
      missed: r.missed,
      voicemail: r.voicemail,
    })),
  };
}

/** OVERVIEW-009: results, count, overview_data, chart_data and qlp_views; ERR-064 on failure. */
export async function overviewQlpStats(ctx: GatewayContext, args: StatsRangeArgs): Promise<OverviewQlpStats> {
  await requireOverview(ctx, 'qlp');
  const query = requireStatsRange(args);
  const body = await ctx.rest.call(overviewCalls.qlp, { query, failure: MESSAGES.qlpStats });
  const data = body.overview_data;
  return {
    startDate: day(body.start),
    endDate: day(body.end),
    count: body.count,
    qlpViews: body.qlp_views,
    results: body.results.map((r) => ({
      ...agentOf(r),
      domainName: r.domain_name,
      qlpViews: r.qlp_views,
      quoteStarts: r.quote_starts,
    })),
    overviewData: { agents: data.agents, domains: data.domains, qlpViews: data.qlp_views, quoteStarts: data.quote_starts },
    chartData: body.chart_data.map((p) => ({ date: p.date, qlpViews: p.qlp_views })),
  };
}

/** "M1 stats" (decision D-47); ERR-039 on failure. */
export async function overviewM1Stats(ctx: GatewayContext, args: StatsRangeArgs): Promise<OverviewM1Stats> {
  await requireOverview(ctx, 'stats');
  const query = requireStatsRange(args);
  const body = await ctx.rest.call(overviewCalls.m1Stats, { query, failure: MESSAGES.m1Stats });
  return {
    startDate: day(body.start),
    endDate: day(body.end),
    totals: { domains: body.totals.domains, ...traffic(body.totals) },
    sites: body.results.map((r) => ({
      ...agentOf(r),
      domainName: r.domain_name,
      productType: r.product_type,
      active: r.active,
      ...traffic(r),
    })),
  };
}

export async function overviewParticipation(ctx: GatewayContext): Promise<OverviewParticipation> {
  await requireOverview(ctx, 'participation');
  const body = await ctx.rest.call(overviewCalls.participation, { failure: MESSAGES.generic });
  const services = body.services.map((s) => ({ key: s.key, name: s.name || s.key, agents: s.agents }));
  return {
    totalAgents: body.total_agents,
    services,
    agents: body.agents.map((a) => {
      const used = new Map(a.services.map((s) => [s.key, s.active]));
      // A service the upstream left out of an agent's list is not used.
      return { ...agentOf(a), services: services.map((s) => ({ key: s.key, active: used.get(s.key) ?? false })) };
    }),
  };
}

export async function overviewDepartures(ctx: GatewayContext): Promise<OverviewDeparture[]> {
  await requireOverview(ctx, 'departures');
  const list = await ctx.rest.call(overviewCalls.departures, { failure: MESSAGES.generic });
  return list.map((d) => ({
    kind: d.kind,
    ...agentOf(d),
    domainName: d.domain_name,
    productType: d.product_type,
    date: d.date,
    reason: d.reason,
  }));
}

const cell = (value: string | number | boolean | null | undefined): string => (value == null ? '' : String(value));

export async function overviewReports(ctx: GatewayContext): Promise<OverviewReport[]> {
  await requireOverview(ctx, 'reports');
  const list = await ctx.rest.call(overviewCalls.reports, { failure: MESSAGES.generic });
  return list.map((r) => {
    const columns = r.columns.map((c) => ({ key: c.key, label: c.label || c.key }));
    return {
      key: r.key,
      title: r.title,
      description: r.description,
      columns,
      rows: r.rows.map((row) => columns.map((c) => cell(row[c.key]))),
    };
  });
}
