import { cancelledRegistrarText, MESSAGES, validateRegistrarContact } from '@portal/rules';
import { registrarCalls, type RegistrarRecordBody } from '@portal/rules/contract';
import type { RegistrarDomainInput, UpdateRegistrarContactInput } from '../../__generated__/resolvers';
import { requireAdmin } from '../../session/guards';
import type { GatewayContext } from '../../context';
import { normalizeDomainName } from '../../lib/domain';
import { findDomain, loadDomains } from '../../lib/domainList';
import { refuseRuleErrors } from '../../lib/ruleErrors';
import { badUserInput } from '../../rest/errors';

function registrarId(agentId: string, domainName: string): string {
  return Buffer.from(`Registrar:${agentId}/${domainName}`, 'utf8').toString('base64');
}

/** ADMIN-040: the card's data, in the schema's spelling. */
function toRegistrar(agentId: string, domainName: string, record: RegistrarRecordBody) {
  return {
    id: registrarId(agentId, domainName),
    agentId,
    domainName,
    authcode: record.authcode,
    authcodeUpdatedAt: record.authcodeUpdatedAt,
    transferAllowed: record.transfer_allowed,
    contacts: record.contacts.map((c) => ({ contactType: c.contact_type, email: c.email, phone: c.phone })),
    markedForTransferBy: record.markedForTransferBy,
    markedForTransferOn: record.markedForTransferOn,
    markedForTransfer: record.markedForTransferOn !== null,
  };
}

const pathOf = (agentId: string, domainName: string) => ({ agentId, domain: normalizeDomainName(domainName) });

/** Decision D-226: a cancelled domain takes no registrar change; refused before the write (the list is API-036). */
async function refuseCancelled(ctx: GatewayContext, agentId: string, domainName: string): Promise<void> {
  const domain = await findDomain(ctx, agentId, domainName);
  if (!domain?.isCancelled) return;
  const text = cancelledRegistrarText(domain.domainName);
  throw badUserInput(text, { domainName: [text] });
}

/** ADMIN-039: the list beside the card (API-036). */
export async function registrarDomains(ctx: GatewayContext, agentId: string) {
  await requireAdmin(ctx);
  return loadDomains(ctx, agentId);
}

/** ADMIN-039, ADMIN-040: API-097; ERR-080. */
export async function registrar(ctx: GatewayContext, agentId: string, domainName: string) {
  await requireAdmin(ctx);
  const path = pathOf(agentId, domainName);
  const record = await ctx.rest.call(registrarCalls.get, { path, failure: MESSAGES.registrarLoad });
  return toRegistrar(agentId, path.domain, record);
}

/** ADMIN-041: API-098 with {email, phone, contactTypes} once VALID-032..034 pass; ERR-081. */
export async function updateRegistrarContact(ctx: GatewayContext, input: UpdateRegistrarContactInput) {
  await requireAdmin(ctx);
  const body = { email: input.email.trim(), phone: input.phone.trim(), contactTypes: input.contactTypes };
  refuseRuleErrors(validateRegistrarContact(body));
  await refuseCancelled(ctx, input.agentId, input.domainName);
  const path = pathOf(input.agentId, input.domainName);
  const record = await ctx.rest.call(registrarCalls.updateContact, {
    path,
    body,
    failure: MESSAGES.registrarContact,
  });
  return { registrar: toRegistrar(input.agentId, path.domain, record) };
}

/** ADMIN-042: API-099; ERR-079. */
export async function refreshAuthcode(ctx: GatewayContext, input: RegistrarDomainInput) {
  await requireAdmin(ctx);
  await refuseCancelled(ctx, input.agentId, input.domainName);
  const path = pathOf(input.agentId, input.domainName);
  const record = await ctx.rest.call(registrarCalls.authcode, { path, failure: MESSAGES.authcode });
  return { registrar: toRegistrar(input.agentId, path.domain, record) };
}

/** ADMIN-043: API-100; ERR-082. */
export async function toggleTransferMark(ctx: GatewayContext, input: RegistrarDomainInput) {
  await requireAdmin(ctx);
  await refuseCancelled(ctx, input.agentId, input.domainName);
  const path = pathOf(input.agentId, input.domainName);
  const record = await ctx.rest.call(registrarCalls.toggleTransferMark, { path, failure: MESSAGES.transferMark });
  return { registrar: toRegistrar(input.agentId, path.domain, record) };
}
