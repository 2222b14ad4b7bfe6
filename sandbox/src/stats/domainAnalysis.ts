import type { DomainRecord } from '../lib/domainStore';
import type { StatsRange } from '../lib/statsRange';
import { totalTraffic, unitHash } from '../lib/traffic';

const REFERRERS = ['google.com', '(direct)', 'bing.com', 'facebook.com', 'yelp.com'] as const;

/** Splits a total into parts by stable weights; the parts always add up to the total. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[0] += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** API-046: the domain's totals over the range with page views by device and by referrer. */
export function domainAnalysis(domain: DomainRecord, range: StatsRange) {
  const traffic = totalTraffic(domain, range.days);
  const u = (part: string) => unitHash(`${domain.domain_name}|${range.start}|${range.end}|${part}`);
  const [mobile, desktop, tablet] = split(traffic.page_views, [5 + u('mobile'), 3.5 + u('desktop'), 0.6 + u('tablet')]);
  const byReferrer = split(
    traffic.page_views,
    REFERRERS.map((r, i) => (REFERRERS.length - i) * (1 + u(r))),
  );
  return {
    domain_name: domain.domain_name,
    ...traffic,
    page_views_by_device_type: { desktop, mobile, tablet },
    page_views_by_referrer: REFERRERS.map((referrer, i) => ({ referrer, page_views: byReferrer[i] }))
      .filter((r) => r.page_views > 0)
      .sort((a, b) => b.page_views - a.page_views || a.referrer.localeCompare(b.referrer)),
  };
}
