import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { toDate } from '../shell/dates';
import type { DomainObject } from './domain';
import { domainPath } from './paths';

interface RawWhois {
  domain_name?: unknown;
  registrar?: unknown;
  created?: unknown;
  expires?: unknown;
  updated?: unknown;
  status?: unknown;
  name_servers?: unknown;
  registrant?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

export function toWhois(raw: RawWhois | null, domainName: string) {
  const registrant =
    raw?.registrant && typeof raw.registrant === 'object' ? (raw.registrant as Record<string, unknown>) : null;
  return {
    domainName: text(raw?.domain_name) ?? domainName,
    registrar: text(raw?.registrar),
    created: toDate(raw?.created),
    expires: toDate(raw?.expires),
    updated: toDate(raw?.updated),
    status: texts(raw?.status),
    nameServers: texts(raw?.name_servers),
    registrant: registrant && {
      name: text(registrant.name),
      organization: text(registrant.organization),
      email: text(registrant.email),
      country: text(registrant.country),
    },
  };
}

/** API-040, DOM-012; only asked when a query selects it. */
export async function loadWhois(ctx: GatewayContext, domain: DomainObject) {
  const raw = await ctx.rest.get<RawWhois>(`${domainPath(domain.agentId, domain.domainName)}whois/`, {
    failure: MESSAGES.whois, // ERR-043
  });
  return toWhois(raw, domain.domainName);
}
