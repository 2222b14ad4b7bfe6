import type { Db } from '../db/module';
import { domainContent, listDomainRecords } from '../lib/domainStore';
import { dailyTraffic, unitHash } from '../lib/traffic';

const QLP_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * API-078 (decision D-44): views of each quote landing page (a domain with a /quote/ page) over the last 30 days
 * ending today (UTC), and their total.
 */
export function qlpViews(db: Db, associateId: string, today: Date = new Date()) {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days: string[] = [];
  for (let i = QLP_WINDOW_DAYS - 1; i >= 0; i--) days.push(new Date(last - i * DAY_MS).toISOString().slice(0, 10));
  const results = listDomainRecords(db, associateId)
    .filter((d) => !d.is_cancelled && domainContent(db, d.pk).includes('/quote/'))
    .map((domain) => {
      let views = 0;
      for (const date of days) {
        if (!domain.active) break;
        const extra = Math.floor(4 * unitHash(`${domain.domain_name}|${date}|qlp`));
        views += dailyTraffic(domain, date).quote_starts * 3 + extra;
      }
      return { domain_name: domain.domain_name, qlp_views: views };
    });
  return {
    start: days[0],
    end: days[days.length - 1],
    qlp_views: results.reduce((sum, r) => sum + r.qlp_views, 0),
    results,
  };
}
