import { EMAIL_LOG_SHOWN_MAX, EMAIL_SEARCH_DAYS, emailSearchTerms, MESSAGES, validateEmailSearch } from '@portal/rules';
import { emailSearchCalls } from '@portal/rules/contract';
import type { EmailLogSearch } from '../../__generated__/resolvers';
import { requireAdmin } from '../../session/guards';
import type { GatewayContext } from '../../context';
import { objectId } from '../../lib/objectId';
import { refuseRuleErrors } from '../../lib/ruleErrors';

/**
 * API-095, ADMIN-037: internal users only (decision D-06), then VALID-031, both before any upstream call. Both
 * terms are sent, trimmed, blank for "any"; the provider applies CONST-030's 7 days (decision D-100).
 */
export async function emailLog(
  ctx: GatewayContext,
  search: { from?: string | null; to?: string | null },
): Promise<EmailLogSearch> {
  await requireAdmin(ctx);
  refuseRuleErrors(validateEmailSearch(search));
  const { from, to } = emailSearchTerms(search);
  const events = await ctx.rest.call(emailSearchCalls.search, {
    query: { to, from },
    failure: MESSAGES.emailSearch, // ERR-078
  });
  const newestFirst = events
    .map((e) => ({ ...e, time: Date.parse(e.arrival) }))
    .sort((a, b) => b.time - a.time)
    .slice(0, EMAIL_LOG_SHOWN_MAX);
  return {
    id: objectId('EmailLogSearch', `${from}|${to}`),
    from,
    to,
    days: EMAIL_SEARCH_DAYS,
    totalCount: events.length,
    items: newestFirst.map((e) => ({
      arrival: new Date(e.time),
      from: e.from,
      to: e.to,
      event: e.event,
      message: e.message,
    })),
  };
}
