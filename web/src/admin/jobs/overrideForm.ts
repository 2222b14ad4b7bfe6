import { listingUrlErrors } from '@portal/rules';

/** ADMIN-063: "Save & Crawl" only for a changed, valid Listing URL. */
export function canSaveOverride(value: string, current: string): boolean {
  return value.trim() !== current.trim() && Object.keys(listingUrlErrors(value)).length === 0;
}
