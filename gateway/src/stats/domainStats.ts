import { MESSAGES } from '@portal/rules';
import { statsCalls, type AnswerOf } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { DomainObject } from '../lib/domain';
import { requireStatsRange, type StatsRangeArgs } from '../lib/statsRange';

function toDomainAnalysis(answer: AnswerOf<typeof statsCalls.domainAnalysis>) {
  return {
    visits: answer.visits,
    pageViews: answer.page_views,
    phoneClicks: answer.phone_clicks,
    smsClicks: answer.sms_clicks,
    contactFormsSent: answer.contact_forms_sent,
    mapDirectionsClicks: answer.map_directions_clicks,
    quoteStarts: answer.quote_starts,
    botsCrawlers: answer.bots_crawlers,
    pageViewsByDeviceType: answer.page_views_by_device_type,
    pageViewsByReferrer: answer.page_views_by_referrer.map((r) => ({ referrer: r.referrer, pageViews: r.page_views })),
  };
}

function toDomainOverview(answer: AnswerOf<typeof statsCalls.domainOverview>) {
  return {
    graph: answer.graph.map((p) => ({ date: p.date, visits: p.visits, pageViews: p.page_views })),
    total: { visits: answer.total.visits, pageViews: answer.total.page_views },
  };
}

/** API-046, STATS-007. The parent Domain was access-checked when it was loaded. */
export async function loadDomainAnalysis(ctx: GatewayContext, domain: Pick<DomainObject, 'domainName'>, args: StatsRangeArgs) {
  const range = requireStatsRange(args);
  const answer = await ctx.rest.call(statsCalls.domainAnalysis, {
    path: { domain: domain.domainName },
    query: range,
    failure: MESSAGES.m1Stats, // ERR-039
  });
  return toDomainAnalysis(answer);
}

/** API-047, STATS-008. The parent Domain was access-checked when it was loaded. */
export async function loadDomainOverview(ctx: GatewayContext, domain: Pick<DomainObject, 'domainName'>, args: StatsRangeArgs) {
  const range = requireStatsRange(args);
  const answer = await ctx.rest.call(statsCalls.domainOverview, {
    path: { domain: domain.domainName },
    query: range,
    failure: MESSAGES.proxyData, // ERR-040
  });
  return toDomainOverview(answer);
}
