import { CAMPAIGN_PAGE_SIZE_DEFAULT, MESSAGES, validatePaging, type CampaignSortKey } from '@portal/rules';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { upstreamFailure } from '../rest/errors';
import { agentPath, type AgentObject } from '../shell/agent';
import { money, text } from '../billing/values';
import { count, records, requireStatsRange } from '../stats/range';

export interface CampaignArgs {
  startDate: string;
  endDate: string;
  page?: number | null;
  pageSize?: number | null;
  sortKey?: CampaignSortKey | null;
  sortDescending?: boolean | null;
  includeUncampaigned?: boolean | null;
  domainFilter?: string | null;
}

interface RawCampaignPage {
  count?: unknown;
  results?: unknown;
}

export function toCampaign(raw: Record<string, unknown>) {
  return {
    campaignId: text(raw.campaign_id),
    campaignName: text(raw.campaign_name),
    domainName: text(raw.domain_name) ?? '',
    impressions: count(raw.impressions),
    clicks: count(raw.clicks),
    cost: money(raw.cost),
    phoneCalls: count(raw.phone_calls),
    quoteStarts: count(raw.quote_starts),
  };
}

const cursorOf = (offset: number) => Buffer.from(`campaign:${offset}`, 'utf8').toString('base64');

/** One upstream page as a Relay connection, with the page numbers a paged table needs. */
export function toCampaignConnection(raw: RawCampaignPage | null, page: number, pageSize: number) {
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.results)) throw upstreamFailure(MESSAGES.generic);
  const totalCount = count(raw.count);
  const first = (page - 1) * pageSize;
  const edges = records(raw.results).map((r, i) => ({ cursor: cursorOf(first + i), node: toCampaign(r) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page * pageSize < totalCount,
      hasPreviousPage: page > 1,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
    page,
    pageSize,
    pageCount: Math.ceil(totalCount / pageSize),
  };
}

/**
 * API-077, STATS-009: all eight parameters are sent (decision D-44). The range (VALID-043) and the paging are checked
 * before the call. The spec has no campaigns failure text: the generic one is used.
 */
export async function loadCampaigns(ctx: GatewayContext, agent: AgentObject, args: CampaignArgs) {
  const range = requireStatsRange(args);
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? CAMPAIGN_PAGE_SIZE_DEFAULT;
  refuseRuleErrors(validatePaging(page, pageSize));
  const raw = await ctx.rest.get<RawCampaignPage>(`${agentPath(agent.associateId)}campaigns/`, {
    query: {
      start: range.start,
      end: range.end,
      page,
      include_uncampaigned: args.includeUncampaigned ?? false,
      page_size: pageSize,
      sort_key: args.sortKey ?? 'domain_name',
      sort_descending: args.sortDescending ?? false,
      domain_filter: args.domainFilter?.trim() ?? '',
    },
    failure: MESSAGES.generic, // ERR-002
  });
  return toCampaignConnection(raw, page, pageSize);
}
