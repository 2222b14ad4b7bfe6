import { z } from 'zod';
import { isoDateTime, maybe, restCall } from './call';

// Jobs Listing (API-089..091, API-108, decision D-93).

/** A job found on the microsite (001 §3): any field may be missing; only complete jobs are whole (ADMIN-070). */
export const job = z.object({
  url: maybe(z.string()),
  employment_type: maybe(z.string()),
  title: maybe(z.string()),
  location: maybe(z.string()),
});

/** A location's job listing (001 §3). */
export const jobListing = z.object({
  url_override: maybe(z.string()),
  microsite_url: maybe(z.string()),
  last_crawl: maybe(isoDateTime),
  active: z.boolean(),
  jobs: z.array(job),
});
export type JobListingBody = z.output<typeof jobListing>;

/** An office location (001 §3); a location may have no listing yet. */
export const officeLocation = z.object({
  office_associate_id: z.string().min(1),
  office_location: maybe(z.object({ city: maybe(z.string()), state: maybe(z.string()) })),
  job_listing: maybe(jobListing),
});
export type OfficeLocationBody = z.output<typeof officeLocation>;

/** API-090: a URL, or null to clear the override. */
export const urlOverrideBody = z.object({ url_override: z.string().nullable() });

const LOCATIONS = 'api/agents/{agentId}/locations/';
const JOBS = `${LOCATIONS}{locId}/jobs/`;

export const jobCalls = {
  locations: restCall({ api: 'API-089', method: 'GET', path: LOCATIONS, answer: z.array(officeLocation) }),
  setOverride: restCall({ api: 'API-090', method: 'POST', path: JOBS, body: urlOverrideBody, answer: jobListing }),
  /** Answers once the crawl is done, with the listing as the crawl left it (D-93). */
  crawl: restCall({ api: 'API-091', method: 'POST', path: `${JOBS}crawl/`, answer: jobListing }),
};
