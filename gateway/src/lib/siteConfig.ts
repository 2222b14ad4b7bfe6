import { MESSAGES, normalizeDemoDomain, siteConfigErrors } from '@portal/rules';
import { shellCalls, type SiteConfigBody } from '@portal/rules/contract';
import type { SiteConfigInput } from '../__generated__/resolvers';
import { requireAdmin } from '../session/guards';
import type { GatewayContext } from '../context';
import { badUserInput } from '../rest/errors';

// A blank editor message or subtext is no message: stored as null, as the seed and an unset config have it.
const textOrNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value);

function toSiteConfig(value: SiteConfigBody) {
  return {
    domainTransactionsEnabled: value.domain_transactions_enabled,
    editorMessage: value.editor_message,
    demoDomains: value.demo_domains,
    demoUsers: value.demo_users.map((u) => ({ title: u.title, subtext: u.subtext, associateId: u.associate_id })),
  };
}

/**
 * API-003 replaces the whole config, so the body is the current config with the changed fields laid over it: fields
 * the input leaves out, and fields this portal does not know, keep their stored values (ADMIN-055).
 */
function mergeSiteConfig(current: SiteConfigBody, input: SiteConfigInput): SiteConfigBody {
  return {
    ...current,
    ...(input.domainTransactionsEnabled != null && { domain_transactions_enabled: input.domainTransactionsEnabled }),
    ...(input.editorMessage !== undefined && { editor_message: textOrNull(input.editorMessage) }),
    ...(input.demoDomains != null && { demo_domains: input.demoDomains.map(normalizeDemoDomain) }),
    ...(input.demoUsers != null && {
      demo_users: input.demoUsers.map((u) => ({
        title: u.title.trim(),
        subtext: textOrNull(u.subtext),
        associate_id: u.associateId.trim(),
      })),
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
  // Bad input is refused before any upstream call, even the one that identifies the user (VALID-041, VALID-042, the
  // demo domain rule).
  const fields = siteConfigErrors(input);
  if (Object.keys(fields).length > 0) throw badUserInput(MESSAGES.siteConfigSave, fields);
  await requireAdmin(ctx);
  const current = await loadSiteConfigBody(ctx, MESSAGES.siteConfigSave);
  const answer = await ctx.rest.call(shellCalls.saveSiteConfig, {
    body: mergeSiteConfig(current, input),
    failure: MESSAGES.siteConfigSave,
  });
  return { siteConfig: toSiteConfig(answer.value) };
}
