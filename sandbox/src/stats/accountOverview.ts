import type { DomainRecord } from '../lib/domainStore';
import type { StatsRange } from '../lib/statsRange';
import { dailyTraffic } from '../lib/traffic';

interface Point {
  date: string;
  visits: number;
  page_views: number;
  phone_clicks: number;
}

/** API-045: one point per day, summed over the agent's active domains. */
export function accountOverview(domains: readonly DomainRecord[], range: StatsRange) {
  const active = domains.filter((d) => d.active);
  const graph: Point[] = range.days.map((date) => {
    const point: Point = { date, visits: 0, page_views: 0, phone_clicks: 0 };
    for (const domain of active) {
      const day = dailyTraffic(domain, date);
      point.visits += day.visits;
      point.page_views += day.page_views;
      point.phone_clicks += day.phone_clicks;
    }
    return point;
  });
  const total = { visits: 0, page_views: 0, phone_clicks: 0 };
  for (const point of graph) {
    total.visits += point.visits;
    total.page_views += point.page_views;
    total.phone_clicks += point.phone_clicks;
  }
  return { graph, total };
}
