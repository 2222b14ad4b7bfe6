import { MESSAGES } from '@portal/rules';
import { emailCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { toEmailRedirect, type EmailRedirectObject } from './redirect';

export function compareRedirects(a: EmailRedirectObject, b: EmailRedirectObject): number {
  if (a.domainName !== b.domainName) return a.domainName < b.domainName ? -1 : 1;
  return a.redirectAddress < b.redirectAddress ? -1 : a.redirectAddress > b.redirectAddress ? 1 : 0;
}

/**
 * API-010 (EMAIL-001), ordered by domain and redirect address; ERR-007 when it fails. Callers have checked access to
 * the agent. Identical GETs of one request share one call, and a write empties that cache, so a read after a write is
 * fresh.
 */
export async function loadEmailRedirects(ctx: GatewayContext, agentId: string): Promise<EmailRedirectObject[]> {
  const list = await ctx.rest.call(emailCalls.list, { path: { agentId }, failure: MESSAGES.emailsLoad });
  return list.map((r) => toEmailRedirect(r, agentId)).sort(compareRedirects);
}

/** The redirect addresses on one domain, which a new or changed one must not repeat (VALID-008). */
export function takenOn(redirects: readonly EmailRedirectObject[], domainName: string, except?: string): string[] {
  return redirects
    .filter((r) => r.domainName === domainName && r.redirectAddress !== except)
    .map((r) => r.redirectAddress);
}
