import { MESSAGES } from '@portal/rules';
import { requireAdmin } from '../auth/guards';
import type { GatewayContext } from '../context';
import { badUserInput, type FieldErrors } from '../rest/errors';
import { requireFields } from './required';

const SITE_CONFIG_PATH = 'api/site_config/';

interface RawSiteConfig {
  domain_transactions_enabled?: unknown;
  editor_message?: unknown;
  demo_domains?: unknown;
  demo_users?: unknown;
}

export interface SiteConfigInput {
  domainTransactionsEnabled: boolean;
  editorMessage?: string | null;
  demoDomains: string[];
  demoUsers: { title: string; subtext?: string | null; associateId: string }[];
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function toSiteConfig(raw: RawSiteConfig | null | undefined) {
  const value = raw ?? {};
  const users = Array.isArray(value.demo_users) ? (value.demo_users as Record<string, unknown>[]) : [];
  return {
    domainTransactionsEnabled: value.domain_transactions_enabled === true,
    editorMessage: optionalString(value.editor_message),
    demoDomains: Array.isArray(value.demo_domains) ? value.demo_domains.filter((d) => typeof d === 'string') : [],
    demoUsers: users
      .filter((u) => u && typeof u === 'object')
      .map((u) => ({
        title: String(u.title ?? ''),
        subtext: optionalString(u.subtext),
        associateId: String(u.associate_id ?? ''),
      })),
  };
}

/** VALID-041, VALID-042: every demo user needs a title and an associate id. */
export function validateSiteConfig(input: SiteConfigInput): FieldErrors {
  return input.demoUsers.reduce<FieldErrors>(
    (fields, user, i) => ({
      ...fields,
      ...requireFields({ title: user.title, associateId: user.associateId }, `demoUsers.${i}.`),
    }),
    {},
  );
}

/** API-003's body: the whole config object, so fields the screen does not show are kept (ADMIN-055). */
function toUpstream(input: SiteConfigInput) {
  return {
    domain_transactions_enabled: input.domainTransactionsEnabled,
    editor_message: input.editorMessage ?? null,
    demo_domains: input.demoDomains,
    demo_users: input.demoUsers.map((u) => ({
      title: u.title,
      subtext: u.subtext ?? null,
      associate_id: u.associateId,
    })),
  };
}

export async function loadSiteConfig(ctx: GatewayContext) {
  const body = await ctx.rest.get<{ value?: RawSiteConfig }>(SITE_CONFIG_PATH, { failure: MESSAGES.siteConfigLoad });
  return toSiteConfig(body?.value);
}

export async function saveSiteConfig(ctx: GatewayContext, input: SiteConfigInput) {
  // Bad input is refused before any upstream call, even the one that identifies the user.
  const fields = validateSiteConfig(input);
  if (Object.keys(fields).length > 0) throw badUserInput(MESSAGES.siteConfigSave, fields);
  await requireAdmin(ctx);
  const body = await ctx.rest.post<{ value?: RawSiteConfig }>(SITE_CONFIG_PATH, {
    body: toUpstream(input),
    failure: MESSAGES.siteConfigSave,
  });
  return { siteConfig: body?.value ? toSiteConfig(body.value) : toSiteConfig(toUpstream(input)) };
}
