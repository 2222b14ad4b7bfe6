/** The accordion title of the updates that name no domain (decision D-90). */
export const NO_DOMAIN_TITLE = 'Not tied to a domain';

export function activityDomainTitle(domainName: string | null | undefined): string {
  return domainName ?? NO_DOMAIN_TITLE;
}

/** ADMIN-073: "1 event", "12 events". */
export function activityCountText(count: number, format: (n: number) => string): string {
  return `${format(count)} ${count === 1 ? 'event' : 'events'}`;
}
