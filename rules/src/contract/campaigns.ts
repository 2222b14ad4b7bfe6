import { z } from 'zod';
import { decimal, isoDay, maybe, restCall } from './call';

// Campaign stats and quote landing page views (API-077, API-078; decision D-44).

const counter = z.number().int().nonnegative();

/** One row: a campaign, or (include_uncampaigned) a domain without one, whose campaign fields are null. */
export const campaignRow = z.object({
  campaign_id: maybe(z.string()),
  campaign_name: maybe(z.string()),
  domain_name: z.string().min(1),
  impressions: counter,
  clicks: counter,
  /** US dollars. */
  cost: decimal,
  phone_calls: counter,
  quote_starts: counter,
});
export type CampaignRowRecord = z.output<typeof campaignRow>;

export const campaignPage = z.object({
  /** Rows over all pages. */
  count: counter,
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  results: z.array(campaignRow),
});

export const qlpViewsAnswer = z.object({
  start: isoDay,
  end: isoDay,
  qlp_views: counter,
  results: z.array(z.object({ domain_name: z.string().min(1), qlp_views: counter })),
});

export const campaignCalls = {
  /** Query: start, end, page, include_uncampaigned, page_size, sort_key, sort_descending, domain_filter. */
  campaigns: restCall({ api: 'API-077', method: 'GET', path: 'api/agents/{agentId}/campaigns/', answer: campaignPage }),
  qlpViews: restCall({ api: 'API-078', method: 'GET', path: 'api/agents/{agentId}/campaigns/qlp_views/', answer: qlpViewsAnswer }),
};
