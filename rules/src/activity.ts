// Domain Activity (ADMIN-072..077, API-107, decision D-90 in docs/decisions.md).

/** ADMIN-074: the groups of a domain's events, in the spec's order. */
export const ACTIVITY_GROUPS = [
  { key: 'APPOINTMENT_SCHEDULER', title: 'Appointment Scheduler Events' },
  { key: 'CALLRAIL', title: 'Callrail Events' },
  { key: 'ADWORDS', title: 'Adwords Events' },
  { key: 'OTHER', title: 'Other Events' },
] as const;
export type ActivityGroupKey = (typeof ACTIVITY_GROUPS)[number]['key'];

/**
 * Ambiguity #20 (decision D-90): the service type names the product the update is about. Compared without case,
 * spaces, hyphens or underscores: anything scheduler or appointment is the scheduler, callrail or call tracking is
 * Callrail, adwords, google ads or ppc is Adwords, everything else (website, domain, email, ...) is Other.
 */
export function activityGroupOf(serviceType: string | null | undefined): ActivityGroupKey {
  const type = (serviceType ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (type.includes('scheduler') || type.includes('appointment')) return 'APPOINTMENT_SCHEDULER';
  if (type.includes('callrail') || type.includes('calltracking')) return 'CALLRAIL';
  if (type.includes('adwords') || type.includes('googleads') || type.includes('ppc')) return 'ADWORDS';
  return 'OTHER';
}

/** A service update as API-107 answers it (001 §3), plus the domain it concerns (D-90). */
export interface ServiceUpdateRecord {
  id: number;
  domain: string | null;
  updated_by: string | null;
  ip: string | null;
  created: string;
  stored_description: string | null;
  description: string | null;
  service_type: string | null;
  end_created: string | null;
  end_updated_by: string | null;
  end_description: string | null;
  end_ip: string | null;
}

/** One row of a group's table (ADMIN-076). */
export interface ActivityEvent {
  /** Unique within the agent: the update's id, with ":end" for the row of its end fields. */
  eventId: string;
  updatedBy: string | null;
  ip: string | null;
  created: string;
  storedDescription: string | null;
  description: string | null;
  serviceType: string | null;
  group: ActivityGroupKey;
}

const hasEnd = (u: ServiceUpdateRecord) =>
  [u.end_created, u.end_updated_by, u.end_description, u.end_ip].some((v) => v !== null && v !== '');

/**
 * ADMIN-077: an update is one event; one with end fields is a second event (its end), which keeps the update's
 * stored description and service type. An end without its own time is dated like the start.
 */
export function activityEventsOf(update: ServiceUpdateRecord): ActivityEvent[] {
  const group = activityGroupOf(update.service_type);
  const start: ActivityEvent = {
    eventId: String(update.id),
    updatedBy: update.updated_by,
    ip: update.ip,
    created: update.created,
    storedDescription: update.stored_description,
    description: update.description,
    serviceType: update.service_type,
    group,
  };
  if (!hasEnd(update)) return [start];
  return [
    start,
    {
      eventId: `${update.id}:end`,
      updatedBy: update.end_updated_by,
      ip: update.end_ip,
      created: update.end_created ?? update.created,
      storedDescription: update.stored_description,
      description: update.end_description,
      serviceType: update.service_type,
      group,
    },
  ];
}

/** ADMIN-073: a domain's accordion: its name, whether it is cancelled, and its events. */
export interface DomainActivity {
  domainName: string | null;
  canceled: boolean;
  events: ActivityEvent[];
}

/**
 * ADMIN-073: an accordion per domain of the agent (the Active/Canceled badge from the domain list), in the list's
 * order, then any domain the updates name that the agent no longer has (Canceled), then the updates that name no
 * domain (domainName null) when there are any.
 */
export function domainActivityOf(
  domains: readonly { domain_name: string; is_cancelled: boolean }[],
  updates: readonly ServiceUpdateRecord[],
): DomainActivity[] {
  const byDomain = new Map<string | null, DomainActivity>();
  for (const d of domains) {
    byDomain.set(d.domain_name.toLowerCase(), { domainName: d.domain_name, canceled: d.is_cancelled, events: [] });
  }
  for (const update of updates) {
    const key = update.domain ? update.domain.toLowerCase() : null;
    let entry = byDomain.get(key);
    if (!entry) {
      entry = { domainName: update.domain, canceled: key !== null, events: [] };
      byDomain.set(key, entry);
    }
    entry.events.push(...activityEventsOf(update));
  }
  const all = [...byDomain.values()];
  return [...all.filter((a) => a.domainName !== null), ...all.filter((a) => a.domainName === null)];
}
