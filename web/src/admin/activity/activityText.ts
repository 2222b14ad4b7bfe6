/** The accordion title of the updates that name no domain (decision D-90). */
export const NO_DOMAIN_TITLE = 'Not tied to a domain';

export function activityDomainTitle(domainName: string | null | undefined): string {
  return domainName ?? NO_DOMAIN_TITLE;
}

/** ADMIN-073: "1 event", "12 events". */
export function activityCountText(count: number, format: (n: number) => string): string {
  return `${format(count)} ${count === 1 ? 'event' : 'events'}`;
}

/** Brand names that are not plain words (issue #26: values in words). */
const SERVICE_NAMES: Record<string, string> = { callrail: 'CallRail', adwords: 'AdWords', google_ads: 'Google Ads' };

/** A service type as words: appointment_scheduler → "Appointment scheduler", callrail → "CallRail". */
export function serviceTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  const known = SERVICE_NAMES[type];
  if (known) return known;
  const words = type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
