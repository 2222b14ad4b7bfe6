import { findAgent } from '../lib/agentStore';
import type { Db } from '../db/module';
import { isoUtc } from '../db/time';
import type { DomainRecord } from '../lib/domainStore';

export interface Whois {
  domain_name: string;
  registrar: string;
  created: string;
  expires: string;
  updated: string;
  status: string[];
  name_servers: string[];
  registrant: { name: string; organization: string; email: string | null; country: string };
}

const PROVIDER = {
  registrar: 'Provider Domains, LLC',
  nameServers: ['ns1.provider-dns.example', 'ns2.provider-dns.example'],
};
const OUTSIDE = {
  registrar: 'Outside Registrar, Inc.',
  nameServers: ['ns1.outside-dns.example', 'ns2.outside-dns.example'],
};

/** EPP status codes a registry would show for the domain's state. */
function statuses(domain: DomainRecord): string[] {
  if (domain.is_cancelled) return ['clientHold', 'pendingDelete'];
  if (!domain.active) return [domain.is_transfer ? 'pendingTransfer' : 'pendingCreate'];
  if (!domain.can_move) return ['clientDeleteProhibited', 'clientTransferProhibited', 'clientUpdateProhibited'];
  return ['clientTransferProhibited'];
}

/** The last renewal: a year before expiry, never before registration. */
function lastUpdated(domain: DomainRecord): string {
  const renewal = new Date(domain.expires_on);
  renewal.setUTCFullYear(renewal.getUTCFullYear() - 1);
  return renewal.getTime() > Date.parse(domain.registered_on) ? isoUtc(renewal) : domain.registered_on;
}

function agentEmail(db: Db, associateId: string): string | null {
  return (
    db
      .prepare<[string], { email: string | null }>(
        "SELECT email FROM users WHERE associate_id = ? AND user_type = 'agent' ORDER BY id LIMIT 1",
      )
      .get(associateId)?.email ?? null
  );
}

/** API-040: derived from the domain and its owner only, so it is the same on every call. */
export function whoisFor(db: Db, domain: DomainRecord): Whois {
  const registry = domain.can_move ? PROVIDER : OUTSIDE;
  const agent = findAgent(db, domain.associate_id);
  const firstName = agent?.preferred_first_name ?? agent?.first_name ?? '';
  const lastName = agent?.last_name ?? '';
  return {
    domain_name: domain.domain_name,
    registrar: registry.registrar,
    created: domain.registered_on,
    expires: domain.expires_on,
    updated: lastUpdated(domain),
    status: statuses(domain),
    name_servers: [...registry.nameServers],
    registrant: {
      name: `${firstName} ${lastName}`.trim(),
      organization: `${lastName} Insurance Agency`.trim(),
      email: agentEmail(db, domain.associate_id),
      country: 'US',
    },
  };
}
