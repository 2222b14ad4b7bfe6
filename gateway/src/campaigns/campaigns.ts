import { CAMPAIGN_PAGE_SIZE_DEFAULT, MESSAGES, validatePaging } from '@portal/rules';
import { campaignCalls, type AnswerOf, type CampaignRowRecord } from '@portal/rules/contract';
import type { AgentCampaignsArgs } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { connectionOf } from '../lib/connection';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { dollars } from '../lib/dollars';
import type { AgentObject } from '../lib/agent';
import { requireStatsRange } from '../lib/statsRange';

function toCampaign(row: CampaignRowRecord) {
  return {
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    domainName: row.domain_name,
    impressions: row.impressions,
    clicks: row.clicks,
    cost: dollars(row.cost),
    phoneCalls: row.phone_calls,
    quoteStarts: row.quote_starts,
  };
}

const cursorOf = (offset: number) => Buffer.from(`campaign:${offset}`, 'utf8').toString('base64');

/** One upstream page as a Relay connection, with the page numbers a paged table needs. */
function toCampaignConnection(answer: AnswerOf<typeof campaignCalls.campaigns>, page: number, pageSize: number) {
  const totalCount = answer.count;
  const first = (page - 1) * pageSize;
  const edges = answer.results.map((row, i) => ({ cursor: cursorOf(first + i), node: toCampaign(row) }));
  return {
    ...connectionOf(edges, { hasNextPage: page * pageSize < totalCount, hasPreviousPage: page > 1, totalCount }),
    page,
    pageSize,
    pageCount: Math.ceil(totalCount / pageSize),
  };
}

/**
 * API-077, STATS-009: all eight parameters are sent (decision D-44). The range (VALID-043) and the paging are checked
 * before the call. The spec has no campaigns failure text: the generic one is used.
 */
export async function loadCampaigns(ctx: GatewayContext, agent: Pick<AgentObject, 'associateId'>, args: AgentCampaignsArgs) {
  const range = requireStatsRange(args);
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? CAMPAIGN_PAGE_SIZE_DEFAULT;
  refuseRuleErrors(validatePaging(page, pageSize));
  const answer = await ctx.rest.call(campaignCalls.campaigns, {
    path: { agentId: agent.associateId },
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
  return toCampaignConnection(answer, page, pageSize);
}
