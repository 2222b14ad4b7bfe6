import type { ProductType } from '@portal/rules';

/** Daily traffic of one domain. */
export interface DailyTraffic {
  visits: number;
  page_views: number;
  phone_clicks: number;
  sms_clicks: number;
  contact_forms_sent: number;
  map_directions_clicks: number;
  quote_starts: number;
  bots_crawlers: number;
}

export interface TrafficSource {
  domain_name: string;
  product_type: ProductType;
  active: boolean;
}

const TYPICAL_VISITS: Record<ProductType, number> = { parked: 4, sf_microsite: 25, m1: 40, m2: 80 };

/** FNV-1a: a stable number in [0, 1) per key, so every reload shows the same numbers. */
export function unitHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x100000000;
}

const ZERO: DailyTraffic = {
  visits: 0,
  page_views: 0,
  phone_clicks: 0,
  sms_clicks: 0,
  contact_forms_sent: 0,
  map_directions_clicks: 0,
  quote_starts: 0,
  bots_crawlers: 0,
};

/** Made-up but stable traffic of a domain on a day (YYYY-MM-DD); inactive domains get none. */
export function dailyTraffic(domain: TrafficSource, date: string): DailyTraffic {
  if (!domain.active) return { ...ZERO };
  const u = (metric: string) => unitHash(`${domain.domain_name}|${date}|${metric}`);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
  const visits = Math.round(TYPICAL_VISITS[domain.product_type] * weekend * (0.6 + 0.8 * u('visits')));
  const share = (metric: string, low: number, spread: number) => Math.floor(visits * (low + spread * u(metric)));
  const bots = Math.floor(2 + 10 * u('bots'));
  if (domain.product_type === 'parked') return { ...ZERO, visits, page_views: visits, bots_crawlers: bots };
  const hasForms = domain.product_type === 'm1' || domain.product_type === 'm2';
  return {
    visits,
    page_views: visits + share('page_views', 0.5, 1.5),
    phone_clicks: share('phone_clicks', 0.02, 0.06),
    sms_clicks: share('sms_clicks', 0.01, 0.02),
    contact_forms_sent: hasForms ? share('contact_forms', 0.01, 0.03) : 0,
    map_directions_clicks: share('map_directions', 0.01, 0.03),
    quote_starts: share('quote_starts', 0.02, 0.04),
    bots_crawlers: bots,
  };
}

function addTraffic(a: DailyTraffic, b: DailyTraffic): DailyTraffic {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof DailyTraffic)[]) sum[key] += b[key];
  return sum;
}

/** The domain's traffic summed over the days. */
export function totalTraffic(domain: TrafficSource, days: readonly string[]): DailyTraffic {
  return days.reduce((sum, day) => addTraffic(sum, dailyTraffic(domain, day)), { ...ZERO });
}
