import type { CampaignSortKey } from '@portal/rules';
import type { DomainRecord } from '../lib/domainStore';
import { totalTraffic, unitHash } from '../lib/traffic';
import type { CampaignQuery } from '../lib/campaignQuery';
import type { CampaignRecord } from './store';

/** One row of API-077: a campaign, or (include_uncampaigned) a domain without one. */
export interface CampaignRow {
  campaign_id: string | null;
  campaign_name: string | null;
  domain_name: string;
  impressions: number;
  clicks: number;
  cost: number;
  phone_calls: number;
  quote_starts: number;
}

/** Made-up but stable ad numbers: a hash of (campaign, day) per metric, summed before rounding. */
function campaignRow(campaign: CampaignRecord, days: readonly string[]): CampaignRow {
  let impressions = 0;
  let clicks = 0;
  let costCents = 0;
  let calls = 0;
  let quotes = 0;
  for (const date of days) {
    if (date < campaign.started_on) continue;
    const u = (metric: string) => unitHash(`${campaign.campaign_id}|${date}|${metric}`);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.7 : 1;
    const dayImpressions = Math.round(120 * weekend * (0.5 + u('impressions')));
    const dayClicks = Math.floor(dayImpressions * (0.02 + 0.06 * u('ctr')));
    impressions += dayImpressions;
    clicks += dayClicks;
    costCents += dayClicks * Math.round(150 + 300 * u('cpc'));
    calls += dayClicks * (0.05 + 0.15 * u('calls'));
    quotes += dayClicks * (0.1 + 0.1 * u('quotes'));
  }
  return {
    campaign_id: campaign.campaign_id,
    campaign_name: campaign.name,
    domain_name: campaign.domain_name,
    impressions,
    clicks,
    cost: costCents / 100,
    phone_calls: Math.floor(calls),
    quote_starts: Math.floor(quotes),
  };
}

/** A domain without a campaign: no ad numbers, only its own phone clicks and quote starts. */
function uncampaignedRow(domain: DomainRecord, days: readonly string[]): CampaignRow {
  const traffic = totalTraffic(domain, days);
  return {
    campaign_id: null,
    campaign_name: null,
    domain_name: domain.domain_name,
    impressions: 0,
    clicks: 0,
    cost: 0,
    phone_calls: traffic.phone_clicks,
    quote_starts: traffic.quote_starts,
  };
}

function compare(a: CampaignRow, b: CampaignRow, key: CampaignSortKey): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return 0;
  if (x === null) return 1; // rows without a campaign name sort last either way
  if (y === null) return -1;
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
}

const tieBreak = (a: CampaignRow, b: CampaignRow) =>
  a.domain_name.localeCompare(b.domain_name) || (a.campaign_id ?? '').localeCompare(b.campaign_id ?? '');

/** Every row the query matches, sorted (API-077); paging is the caller's. */
export function campaignRows(
  campaigns: readonly CampaignRecord[],
  domains: readonly DomainRecord[],
  query: CampaignQuery,
): CampaignRow[] {
  const days = query.range.days;
  const rows = campaigns.map((c) => campaignRow(c, days));
  if (query.include_uncampaigned) {
    const withCampaign = new Set(campaigns.map((c) => c.domain_name));
    for (const domain of domains) {
      if (!domain.is_cancelled && !withCampaign.has(domain.domain_name)) rows.push(uncampaignedRow(domain, days));
    }
  }
  const filtered = query.domain_filter ? rows.filter((r) => r.domain_name.includes(query.domain_filter)) : rows;
  const direction = query.sort_descending ? -1 : 1;
  return filtered.sort((a, b) => {
    const byKey = compare(a, b, query.sort_key);
    if (byKey === 0) return tieBreak(a, b);
    if (a[query.sort_key] === null || b[query.sort_key] === null) return byKey;
    return direction * byKey;
  });
}
