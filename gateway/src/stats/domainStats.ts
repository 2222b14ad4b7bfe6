import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import type { DomainObject } from '../domains/domain';
import { seg } from '../rest/path';
import { count, record, records, requireStatsRange, type StatsRangeArgs } from './range';

function statsPath(domain: DomainObject, report: string): string {
  return `api/domains/${seg(domain.domainName)}/stats/${report}/`;
}

export function toDomainAnalysis(raw: Record<string, unknown>) {
  const devices = record(raw.page_views_by_device_type);
  return {
    visits: count(raw.visits),
    pageViews: count(raw.page_views),
    phoneClicks: count(raw.phone_clicks),
    smsClicks: count(raw.sms_clicks),
    contactFormsSent: count(raw.contact_forms_sent),
    mapDirectionsClicks: count(raw.map_directions_clicks),
    quoteStarts: count(raw.quote_starts),
    botsCrawlers: count(raw.bots_crawlers),
    pageViewsByDeviceType: {
      desktop: count(devices.desktop),
      mobile: count(devices.mobile),
      tablet: count(devices.tablet),
    },
    pageViewsByReferrer: records(raw.page_views_by_referrer).map((r) => ({
      referrer: String(r.referrer ?? ''),
      pageViews: count(r.page_views),
    })),
  };
}

export function toDomainOverview(raw: Record<string, unknown>) {
  const total = record(raw.total);
  return {
    graph: records(raw.graph).map((p) => ({
      date: String(p.date ?? ''),
      visits: count(p.visits),
      pageViews: count(p.page_views),
    })),
    total: { visits: count(total.visits), pageViews: count(total.page_views) },
  };
}

/** API-046, STATS-007. The parent Domain was access-checked when it was loaded. */
export async function loadDomainAnalysis(ctx: GatewayContext, domain: DomainObject, args: StatsRangeArgs) {
  const range = requireStatsRange(args);
  const raw = await ctx.rest.get(statsPath(domain, 'domain_analysis'), {
    query: range,
    failure: MESSAGES.m1Stats, // ERR-039
  });
  return toDomainAnalysis(record(raw));
}

/** API-047, STATS-008. The parent Domain was access-checked when it was loaded. */
export async function loadDomainOverview(ctx: GatewayContext, domain: DomainObject, args: StatsRangeArgs) {
  const range = requireStatsRange(args);
  const raw = await ctx.rest.get(statsPath(domain, 'domain_overview'), {
    query: range,
    failure: MESSAGES.proxyData, // ERR-040
  });
  return toDomainOverview(record(raw));
}
