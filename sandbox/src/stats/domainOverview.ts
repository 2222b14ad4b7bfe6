import type { DomainRecord } from '../lib/domainStore';
import type { StatsRange } from '../lib/statsRange';
import { dailyTraffic } from '../lib/traffic';

/** API-047: the domain's visits and page views per day. */
export function domainOverview(domain: DomainRecord, range: StatsRange) {
  const graph = range.days.map((date) => {
    const { visits, page_views } = dailyTraffic(domain, date);
    return { date, visits, page_views };
  });
  const total = { visits: 0, page_views: 0 };
  for (const point of graph) {
    total.visits += point.visits;
    total.page_views += point.page_views;
  }
  return { domain_name: domain.domain_name, product_type: domain.product_type, graph, total };
}
