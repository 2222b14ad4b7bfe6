import { toConnection, type ConnectionArgs } from '../lib/connection';
import type { DomainObject } from '../lib/domain';

/** The cursor is the domain name, so it still points at the right place after the list changed. */
const byName = {
  keyOf: (domain: DomainObject) => domain.domainName,
  isPast: (domain: DomainObject, name: string) => domain.domainName > name,
};

/** A Relay connection over the whole (name-ordered) list. */
export function toDomainConnection(domains: DomainObject[], args: ConnectionArgs) {
  return toConnection(domains, args, byName);
}
