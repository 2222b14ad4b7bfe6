import { MESSAGES } from '@portal/rules';
import { relativeTime } from '../../lib/relativeTime';

/** What the Jobs Listing tab says (ADMIN-062..071, ERR-101, ERR-102; decision D-93). */

/** ADMIN-062: the input's label and hint. */
export const URL_OVERRIDE_LABEL = 'Microsite URL Override';
export const URL_OVERRIDE_HINT = 'Enter url to override microsite url';

/** ADMIN-067, ADMIN-068. */
export const CRAWLING_TEXT = 'Crawling Microsite...';
export const GETTING_JOBS_TEXT = 'Getting jobs...';

/** Decision D-93: the provider's jobs site, whose listings a crawl can miss (ERR-102). */
const JOBS_SITE_HOST = 'jobs.agents.test';

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

/** ADMIN-066: "Last crawl: 2 hours ago" or "Last crawl: never". */
export function lastCrawlText(lastCrawl: string | Date | null | undefined, now: Date = new Date()): string {
  if (!lastCrawl) return 'Last crawl: never';
  const when = lastCrawl instanceof Date ? lastCrawl : new Date(lastCrawl);
  if (Number.isNaN(when.getTime())) return 'Last crawl: never';
  return `Last crawl: ${relativeTime(when, now)}`;
}
