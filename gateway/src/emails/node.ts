import { redirectAddressOf } from '@portal/rules';
import { requireAgentAccess } from '../session/guards';
import type { GatewayContext } from '../context';
import { normalizeDomainName } from '../lib/domain';
import { loadEmailRedirects } from './list';
import { parseRedirectLocalId, type EmailRedirectObject } from './redirect';

/** node(id:) for `EmailRedirect:{agentId}/{domainName}/{local part}`: the access check comes before any call. */
export async function loadEmailRedirectNode(ctx: GatewayContext, localId: string): Promise<EmailRedirectObject | null> {
  const ref = parseRedirectLocalId(localId);
  if (!ref) return null;
  await requireAgentAccess(ctx, ref.agentId);
  const domainName = normalizeDomainName(ref.domainName);
  const address = redirectAddressOf(ref.localPart, domainName);
  const redirects = await loadEmailRedirects(ctx, ref.agentId);
  return redirects.find((r) => r.domainName === domainName && r.redirectAddress === address) ?? null;
}
