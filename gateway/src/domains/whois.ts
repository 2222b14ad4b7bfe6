import { MESSAGES } from '@portal/rules';
import { domainCalls, type AnswerOf } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { DomainObject } from '../lib/domain';

type WhoisRecord = AnswerOf<typeof domainCalls.whois>;

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

function toWhois(record: WhoisRecord) {
  return {
    domainName: record.domain_name,
    registrar: record.registrar,
    created: dateOf(record.created),
    expires: dateOf(record.expires),
    updated: dateOf(record.updated),
    status: record.status,
    nameServers: record.name_servers,
    registrant: record.registrant,
  };
}

/** API-040, DOM-012; only asked when a query selects it. */
export async function loadWhois(ctx: GatewayContext, domain: DomainObject) {
  const record = await ctx.rest.call(domainCalls.whois, {
    path: { agentId: domain.agentId, domain: domain.domainName },
    failure: MESSAGES.whois, // ERR-043
  });
  return toWhois(record);
}
