import { MESSAGES } from '@portal/rules';
import { shellCalls, type SiteConfigBody } from '@portal/rules/contract';
import type { SiteConfigInput } from '../__generated__/resolvers';
import { requireAdmin } from '../auth/guards';
import type { GatewayContext } from '../context';
import { badUserInput, type FieldErrors } from '../rest/errors';
import { requireFields } from './required';


function toSiteConfig(value: SiteConfigBody) {
  return {
    domainTransactionsEnabled: value.domain_transactions_enabled,
    editorMessage: value.editor_message,
    demoDomains: value.demo_domains,
    demoUsers: value.demo_users.map((u) => ({ title: u.title, subtext: u.subtext, associateId: u.associate_id })),
  };
}

/** VALID-041, VALID-042: every demo user needs a title and an associate id. */
function validateSiteConfig(input: SiteConfigInput): FieldErrors {
  return (input.demoUsers ?? []).reduce<FieldErrors>(
    (fields, user, i) => ({
      ...fields,
      ...requireFields({ title: user.title, associateId: user.associateId }, `demoUsers.${i}.`),
    }),
    {},
  );
}

/**
 * API-003 replaces the whole config, so the body is the current config with the changed fields laid over it: fields
 * the input leaves out, and fields this portal does not know, keep their stored values (ADMIN-055).
 */
function mergeSiteConfig(current: SiteConfigBody, input: SiteConfigInput): SiteConfigBody {
  return {
    ...current,
    ...(input.domainTransactionsEnabled != null && { domain_transactions_enabled: input.domainTransactionsEnabled }),
    ...(input.editorMessage !== undefined && { editor_message: input.editorMessage }),
    ...(input.demoDomains != null && { demo_domains: input.demoDomains }),
    ...(input.demoUsers != null && {
      demo_users: input.demoUsers.map((u) => ({ title: u.title, subtext: u.subtext ?? null, associate_id: u.associateId })),
    }),
  };
}

function loadSiteConfigBody(ctx: GatewayContext, failure: string) {
  return ctx.rest.call(shellCalls.siteConfig, { failure }).then((answer) => answer.value);
}

export async function loadSiteConfig(ctx: GatewayContext) {
  return toSiteConfig(await loadSiteConfigBody(ctx, MESSAGES.siteConfigLoad));
}

export async function saveSiteConfig(ctx: GatewayContext, input: SiteConfigInput) {
  // Bad input is refused before any upstream call, even the one that identifies the user.
  const fields = validateSiteConfig(input);
  if (Object.keys(fields).length > 0) throw badUserInput(MESSAGES.siteConfigSave, fields);
  await requireAdmin(ctx);
  const current = await loadSiteConfigBody(ctx, MESSAGES.siteConfigSave);
  const answer = await ctx.rest.call(shellCalls.saveSiteConfig, {
    body: mergeSiteConfig(current, input),
    failure: MESSAGES.siteConfigSave,
  });
  return { siteConfig: toSiteConfig(answer.value) };
}
