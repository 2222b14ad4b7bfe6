import type { FieldErrors } from './domains';
import { MESSAGES } from './messages';
import { lengthError, TEXT_LIMITS } from './textLimits';

// Jobs Listing (ADMIN-059..071, VALID-046..048, ERR-101/102, decision D-93).

/** VALID-046: the field's name in its messages. */
export const LISTING_URL_FIELD = 'Listing URL';
export const LISTING_URL_REQUIRED = `${LISTING_URL_FIELD} is required.`;
export const LISTING_URL_INVALID = `${LISTING_URL_FIELD} must be a valid URL.`;

/** ADMIN-062: the input's label and hint. */
export const URL_OVERRIDE_LABEL = 'Microsite URL Override';
export const URL_OVERRIDE_HINT = 'Enter url to override microsite url';

/** ADMIN-067, ADMIN-068. */
export const CRAWLING_TEXT = 'Crawling Microsite...';
export const GETTING_JOBS_TEXT = 'Getting jobs...';

/**
 * VALID-047, VALID-048: an optional http(s) scheme and www., host labels of lowercase letters and digits joined by
 * hyphens or dots, a 2-5 letter top-level domain, an optional port of up to 5 digits and an optional path.
 */
export const LISTING_URL_PATTERN = /^(https?:\/\/)?(www\.)?[a-z0-9]+([-.][a-z0-9]+)*\.[a-z]{2,5}(:[0-9]{1,5})?(\/.*)?$/;

/** VALID-046..048 and the URL's limit (D-161) for the url_override field. */
export function listingUrlErrors(value: string | null | undefined): FieldErrors {
  const text = (value ?? '').trim();
  if (!text) return { urlOverride: [LISTING_URL_REQUIRED] };
  const tooLong = lengthError(LISTING_URL_FIELD, text, TEXT_LIMITS.listingUrl);
  if (tooLong) return { urlOverride: [tooLong] };
  if (!LISTING_URL_PATTERN.test(text)) return { urlOverride: [LISTING_URL_INVALID] };
  return {};
}

/** ADMIN-059: "city, state", the placeholders standing in for a missing part. */
export function locationLabel(location: { city?: string | null; state?: string | null } | null | undefined): string {
  return `${location?.city?.trim() || 'city'}, ${location?.state?.trim() || 'state'}`;
}

/** ADMIN-060: locations with an active job listing first, otherwise in the upstream's order. */
export function sortLocations<T extends { active: boolean }>(locations: readonly T[]): T[] {
  return [...locations.filter((l) => l.active), ...locations.filter((l) => !l.active)];
}

export interface JobFields {
  url?: string | null;
  employment_type?: string | null;
  title?: string | null;
  location?: string | null;
}

/** ADMIN-070: complete only with url, employment_type, title and location all present. */
export function isCompleteJob(job: JobFields): boolean {
  return [job.url, job.employment_type, job.title, job.location].every((v) => typeof v === 'string' && v.trim() !== '');
}

/** Decision D-93: the provider's jobs site, whose listings a crawl can miss (ERR-102). */
export const JOBS_SITE_HOST = 'jobs.agents.test';

/** ERR-102: the URL's host is the jobs site or one of its subdomains. */
export function isJobsSiteUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const host = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase();
    return host === JOBS_SITE_HOST || host.endsWith(`.${JOBS_SITE_HOST}`);
  } catch {
    return false;
  }
}

/**
 * ADMIN-071: what a listing without jobs says: ERR-101 when it is active, else ERR-102 but only for a URL on the
 * jobs site (the override, else the microsite URL); otherwise nothing.
 */
export function emptyJobsText(listing: { active: boolean; jobCount: number; url: string | null | undefined }): string | null {
  if (listing.active) return listing.jobCount === 0 ? MESSAGES.noOpenJobs : null;
  return isJobsSiteUrl(listing.url) ? MESSAGES.jobsNotFound : null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "2 hours ago", "3 days ago", "in 5 minutes" (a clock ahead of ours); under 10 seconds "just now". */
export function relativeTime(when: Date, now: Date = new Date()): string {
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 10) return 'just now';
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** ADMIN-066: "Last crawl: 2 hours ago" or "Last crawl: never". */
export function lastCrawlText(lastCrawl: string | Date | null | undefined, now: Date = new Date()): string {
  if (!lastCrawl) return 'Last crawl: never';
  const when = lastCrawl instanceof Date ? lastCrawl : new Date(lastCrawl);
  if (Number.isNaN(when.getTime())) return 'Last crawl: never';
  return `Last crawl: ${relativeTime(when, now)}`;
}
