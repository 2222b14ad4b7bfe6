import type { ProductType } from '@portal/rules';
import type { Db } from '../db/module';
import { domainContent } from '../lib/domainStore';
import { dailyTraffic, unitHash, type TrafficSource } from '../lib/traffic';

export interface OverviewDomain extends TrafficSource {
  pk: number;
  associate_id: string;
  is_cancelled: boolean;
}

type Row = { pk: number; associate_id: string; domain_name: string; product_type: ProductType; active: number; is_cancelled: number };

/** Every agent's domains, by agent and name. */
export function listAllDomains(db: Db): OverviewDomain[] {
  return db
    .prepare<[], Row>(
      'SELECT pk, associate_id, domain_name, product_type, active, is_cancelled FROM domains ORDER BY associate_id, domain_name',
    )
    .all()
    .map((r) => ({ ...r, active: r.active === 1, is_cancelled: r.is_cancelled === 1 }));
}

/** A quote landing page: a domain that is not cancelled and has a /quote/ page (as API-078). */
export function isQuoteLandingPage(db: Db, domain: OverviewDomain): boolean {
  return !domain.is_cancelled && domainContent(db, domain.pk).includes('/quote/');
}

/** One day's quote landing page views: the same formula as the agent's own API-078 (campaigns/qlp-views.ts). */
export function qlpDayViews(domain: OverviewDomain, date: string): number {
  if (!domain.active) return 0;
  const extra = Math.floor(4 * unitHash(`${domain.domain_name}|${date}|qlp`));
  return dailyTraffic(domain, date).quote_starts * 3 + extra;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `count` days ending today (UTC), YYYY-MM-DD. */
export function lastDays(count: number, today: Date = new Date()): string[] {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i--) days.push(new Date(last - i * DAY_MS).toISOString().slice(0, 10));
  return days;
}
