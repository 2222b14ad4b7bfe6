import type { FieldErrors } from './domains';
import { lengthError, TEXT_LIMITS } from './textLimits';

// Jobs Listing (ADMIN-059..071, VALID-046..048, ERR-101/102, decision D-93).

/** VALID-046: the field's name in its messages. */
export const LISTING_URL_FIELD = 'Listing URL';
export const LISTING_URL_REQUIRED = `${LISTING_URL_FIELD} is required.`;
export const LISTING_URL_INVALID = `${LISTING_URL_FIELD} must be a valid URL.`;

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

