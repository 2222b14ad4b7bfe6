import { EMAIL_RULE_MESSAGES, MESSAGES, normalizeRedirect, validateRedirect, validateRedirectList } from '@portal/rules';
import { emailCalls } from '@portal/rules/contract';
import type { AddEmailRedirectInput, PopulateEmailRedirectsInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { badUserInput, fieldErrorsFrom, upstreamError, type FieldErrors } from '../rest/errors';
import { takenOn } from './list';
import { restPair } from './paths';
import { toEmailRedirect } from './redirect';
import { redirectDomain, refuseCancelled } from './target';

/** API-011, EMAIL-002; EMAIL-007/008 are checked before the POST. ERR-008 when it fails. */
export async function addEmailRedirect(ctx: GatewayContext, input: AddEmailRedirectInput) {
  const failure = MESSAGES.emailAdd;
  const { agent, domain, redirects } = await redirectDomain(ctx, input.agentId, input.domainName, failure);
  refuseCancelled(domain);
  refuseRuleErrors(validateRedirect(input, domain.domainName, takenOn(redirects, domain.domainName)));
  const answer = await ctx.rest.call(emailCalls.add, {
    path: { agentId: agent.associateId, domain: domain.domainName },
    body: restPair(normalizeRedirect(input)),
    failure,
  });
  return { emailRedirect: toEmailRedirect(answer, agent.associateId), agent };
}

/** Per-item field errors under `redirects.{index}.{field}` (decision D-31). */
function listFields(items: readonly FieldErrors[]): FieldErrors {
  const fields: FieldErrors = {};
  items.forEach((item, index) => {
    for (const [field, messages] of Object.entries(item)) fields[`redirects.${index}.${field}`] = messages;
  });
  return fields;
}

/**
 * API-012, EMAIL-003: one POST with a list body; all pairs are checked first (earlier ones count as taken), and an
 * upstream 400 answering one error object per item comes back under the same field names. ERR-009 when it fails.
 */
export async function populateEmailRedirects(ctx: GatewayContext, input: PopulateEmailRedirectsInput) {
  const failure = MESSAGES.emailPopulate;
  const { agent, domain, redirects } = await redirectDomain(ctx, input.agentId, input.domainName, failure);
  refuseCancelled(domain);
  if (input.redirects.length === 0) refuseRuleErrors({ redirects: [EMAIL_RULE_MESSAGES.emptyList] });
  const errors = validateRedirectList(input.redirects, domain.domainName, takenOn(redirects, domain.domainName));
  refuseRuleErrors(listFields(errors));
  const response = await ctx.rest.callRaw(emailCalls.populate, {
    path: { agentId: agent.associateId, domain: domain.domainName },
    body: input.redirects.map(normalizeRedirect).map(restPair),
    failure,
  });
  if (response.status === 400 && Array.isArray(response.body)) {
    throw badUserInput(failure, listFields(response.body.map(fieldErrorsFrom)));
  }
  if (response.status < 200 || response.status >= 300) {
    throw upstreamError({ kind: 'status', status: response.status, body: response.body }, failure);
  }
  const answer = ctx.rest.answerOf(emailCalls.populate, response, failure);
  return { emailRedirects: answer.map((r) => toEmailRedirect(r, agent.associateId)), agent };
}
