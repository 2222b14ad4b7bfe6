import {
  EMAIL_RULE_MESSAGES,
  MESSAGES,
  normalizeRedirect,
  validateRedirect,
  validateRedirectList,
  type RedirectPair,
} from '@portal/rules';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { badUserInput, fieldErrorsFrom, upstreamError, type FieldErrors } from '../rest/errors';
import { takenOn } from './list';
import { domainEmailsPath } from './paths';
import { makeEmailRedirect, tryEmailRedirect } from './redirect';
import { redirectDomain, refuseCancelled } from './target';

export interface AddEmailRedirectInput extends RedirectPair {
  agentId: string;
  domainName: string;
}

export interface PopulateEmailRedirectsInput {
  agentId: string;
  domainName: string;
  redirects: RedirectPair[];
}

const restPair = (pair: RedirectPair) => ({ redirect_address: pair.redirectAddress, real_address: pair.realAddress });

/** API-011, EMAIL-002; EMAIL-007/008 are checked before the POST. ERR-008 when it fails. */
export async function addEmailRedirect(ctx: GatewayContext, input: AddEmailRedirectInput) {
  const failure = MESSAGES.emailAdd;
  const { agent, domain, redirects } = await redirectDomain(ctx, input.agentId, input.domainName, failure);
  refuseCancelled(domain);
  refuseRuleErrors(validateRedirect(input, domain.domainName, takenOn(redirects, domain.domainName)));
  const pair = normalizeRedirect(input);
  const answer = await ctx.rest.post(domainEmailsPath(agent.associateId, domain.domainName), {
    body: restPair(pair),
    failure,
  });
  const emailRedirect =
    tryEmailRedirect(answer, agent.associateId) ??
    makeEmailRedirect(agent.associateId, { domainName: domain.domainName, ...pair });
  return { emailRedirect, agent };
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
  const pairs = input.redirects.map(normalizeRedirect);
  const response = await ctx.rest.sendRaw('POST', domainEmailsPath(agent.associateId, domain.domainName), {
    body: pairs.map(restPair),
    failure,
  });
  if (response.status === 400 && Array.isArray(response.body)) {
    throw badUserInput(failure, listFields(response.body.map(fieldErrorsFrom)));
  }
  if (response.status < 200 || response.status >= 300) {
    throw upstreamError({ kind: 'status', status: response.status, body: response.body }, failure);
  }
  const answered = Array.isArray(response.body) ? response.body.map((r) => tryEmailRedirect(r, agent.associateId)) : [];
  const emailRedirects = pairs.map(
    (pair, i) => answered[i] ?? makeEmailRedirect(agent.associateId, { domainName: domain.domainName, ...pair }),
  );
  return { emailRedirects, agent };
}
