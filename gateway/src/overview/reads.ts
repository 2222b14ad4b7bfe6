import { canOpenOverview, MESSAGES, OVERVIEW_PAGES, overviewPath, PRODUCT_TYPES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { text } from '../billing/values';
import { upstreamFailure } from '../rest/errors';
import { count, record, records, requireStatsRange, type StatsRangeArgs } from '../stats/range';
import { requireOverview } from './access';
import { OVERVIEW_CALLS } from './paths';

const str = (value: unknown): string => text(value) ?? '';
const bool = (value: unknown): boolean => value === true;
const day = (timestamp: unknown, fallback: string): string => text(timestamp)?.slice(0, 10) || fallback;
const productType = (value: unknown) => ((PRODUCT_TYPES as readonly unknown[]).includes(value) ? (value as string) : null);

function agentOf(raw: Record<string, unknown>) {
  const associateId = str(raw.associate_id);
  return { associateId, agentName: str(raw.agent_name) || associateId };
}

/** The summary call answers the agent count and the cards; one request shares one call (DataLoader). */
async function summary(ctx: GatewayContext) {
  await requireOverview(ctx, '');
  const body = record(await ctx.rest.get(OVERVIEW_CALLS.summary, { failure: MESSAGES.generic }));
  if (!Array.isArray(body.cards)) throw upstreamFailure(MESSAGES.generic);
  return body;
}

export async function overviewAgentCount(ctx: GatewayContext): Promise<number> {
  return count((await summary(ctx)).agents);
}

/** OVERVIEW-001: the cards of the pages the viewer may open (the upstream's list, checked again here). */
export async function overviewCards(ctx: GatewayContext) {
  const user = await requireOverview(ctx, '');
  const body = await summary(ctx);
  const values = new Map(records(body.cards).map((c) => [c.key, c]));
  return OVERVIEW_PAGES.filter((p) => canOpenOverview(user, p.key) && values.has(p.key)).map((p) => {
    const raw = values.get(p.key)!;
    return {
      page: p.key,
      title: p.title,
      description: p.description,
      path: overviewPath(p.key),
      value: count(raw.value),
      label: str(raw.label),
    };
  });
}

export async function overviewCallTracking(ctx: GatewayContext, args: StatsRangeArgs) {
  await requireOverview(ctx, 'calltracking');
  const query = requireStatsRange(args);
  const body = record(await ctx.rest.get(OVERVIEW_CALLS.callTracking, { query, failure: MESSAGES.generic }));
  if (!Array.isArray(body.results)) throw upstreamFailure(MESSAGES.generic);
  return {
    startDate: day(body.start, args.startDate),
    endDate: day(body.end, args.endDate),
    accounts: count(body.accounts),
    callCount: count(body.call_count),
    agents: records(body.results).map((r) => ({
      ...agentOf(r),
      hasAccount: bool(r.has_account),
      poolSize: typeof r.pool_size === 'number' ? count(r.pool_size) : null,
      areaCode: text(r.area_code),
      callCount: count(r.call_count),
      answered: count(r.answered),
      missed: count(r.missed),
      voicemail: count(r.voicemail),
    })),
  };
}

/** OVERVIEW-009: results, count, overview_data, chart_data and qlp_views; ERR-064 on failure. */
export async function overviewQlpStats(ctx: GatewayContext, args: StatsRangeArgs) {
  await requireOverview(ctx, 'qlp');
  const query = requireStatsRange(args);
  const failure = MESSAGES.qlpStats;
  const body = record(await ctx.rest.get(OVERVIEW_CALLS.qlp, { query, failure }));
  if (!Array.isArray(body.results) || !Array.isArray(body.chart_data)) throw upstreamFailure(failure);
  const data = record(body.overview_data);
  return {
    startDate: day(body.start, args.startDate),
    endDate: day(body.end, args.endDate),
    count: count(body.count),
    qlpViews: count(body.qlp_views),
    results: records(body.results).map((r) => ({
      ...agentOf(r),
      domainName: str(r.domain_name),
      qlpViews: count(r.qlp_views),
      quoteStarts: count(r.quote_starts),
    })),
    overviewData: {
      agents: count(data.agents),
      domains: count(data.domains),
      qlpViews: count(data.qlp_views),
      quoteStarts: count(data.quote_starts),
    },
    chartData: records(body.chart_data).map((p) => ({ date: str(p.date), qlpViews: count(p.qlp_views) })),
  };
}

/** "M1 stats" (decision D-47); ERR-039 on failure. */
export async function overviewM1Stats(ctx: GatewayContext, args: StatsRangeArgs) {
  await requireOverview(ctx, 'stats');
  const query = requireStatsRange(args);
  const failure = MESSAGES.m1Stats;
  const body = record(await ctx.rest.get(OVERVIEW_CALLS.m1Stats, { query, failure }));
  if (!Array.isArray(body.results)) throw upstreamFailure(failure);
  const totals = record(body.totals);
  const traffic = (r: Record<string, unknown>) => ({
    visits: count(r.visits),
    pageViews: count(r.page_views),
    phoneClicks: count(r.phone_clicks),
    contactFormsSent: count(r.contact_forms_sent),
    quoteStarts: count(r.quote_starts),
  });
  return {
    startDate: day(body.start, args.startDate),
    endDate: day(body.end, args.endDate),
    totals: { domains: count(totals.domains), ...traffic(totals) },
    sites: records(body.results)
      .filter((r) => productType(r.product_type))
      .map((r) => ({
        ...agentOf(r),
        domainName: str(r.domain_name),
        productType: productType(r.product_type)!,
        active: bool(r.active),
        ...traffic(r),
      })),
  };
}

export async function overviewParticipation(ctx: GatewayContext) {
  await requireOverview(ctx, 'participation');
  const body = record(await ctx.rest.get(OVERVIEW_CALLS.participation, { failure: MESSAGES.generic }));
  if (!Array.isArray(body.services) || !Array.isArray(body.agents)) throw upstreamFailure(MESSAGES.generic);
  const services = records(body.services).map((s) => ({ key: str(s.key), name: str(s.name) || str(s.key), agents: count(s.agents) }));
  return {
    totalAgents: count(body.total_agents),
    services,
    agents: records(body.agents).map((a) => {
      const used = new Map(records(a.services).map((s) => [str(s.key), bool(s.active)]));
      return { ...agentOf(a), services: services.map((s) => ({ key: s.key, active: used.get(s.key) ?? false })) };
    }),
  };
}

export async function overviewDepartures(ctx: GatewayContext) {
  await requireOverview(ctx, 'departures');
  const body = await ctx.rest.get(OVERVIEW_CALLS.departures, { failure: MESSAGES.generic });
  if (!Array.isArray(body)) throw upstreamFailure(MESSAGES.generic);
  return records(body).map((d) => ({
    kind: d.kind === 'domain' ? 'domain' : 'agent',
    ...agentOf(d),
    domainName: text(d.domain_name),
    productType: productType(d.product_type),
    date: text(d.date),
    reason: str(d.reason),
  }));
}

const cell = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

export async function overviewReports(ctx: GatewayContext) {
  await requireOverview(ctx, 'reports');
  const body = await ctx.rest.get(OVERVIEW_CALLS.reports, { failure: MESSAGES.generic });
  if (!Array.isArray(body)) throw upstreamFailure(MESSAGES.generic);
  return records(body).map((r) => {
    const columns = records(r.columns).map((c) => ({ key: str(c.key), label: str(c.label) || str(c.key) }));
    return {
      key: str(r.key),
      title: str(r.title),
      description: str(r.description),
      columns,
      rows: records(r.rows).map((row) => columns.map((c) => cell(row[c.key]))),
    };
  });
}
