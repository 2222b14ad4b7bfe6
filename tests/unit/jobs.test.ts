import { describe, expect, it } from 'vitest';
import {
  isCompleteJob,
  LISTING_URL_INVALID,
  LISTING_URL_REQUIRED,
  listingUrlErrors,
  locationLabel,
  MESSAGES,
  sortLocations,
} from '@portal/rules';
import { emptyJobsText, isJobsSiteUrl, lastCrawlText } from '../../web/src/admin/jobs/jobsTexts';
import { canSaveOverride } from '../../web/src/admin/jobs/overrideForm';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('Jobs Listing rules', () => {
  it('ADMIN-059: "city, state" with the placeholders for what is missing', () => {
    expect(locationLabel({ city: 'Austin', state: 'TX' })).toBe('Austin, TX');
    expect(locationLabel({ city: 'Austin', state: null })).toBe('Austin, state');
    expect(locationLabel({ city: ' ', state: 'TX' })).toBe('city, TX');
    expect(locationLabel(null)).toBe('city, state');
  });

  it('ADMIN-060: sortLocations puts active=true first, keeping the order otherwise', () => {
    const sorted = sortLocations([
      { id: 'a', active: false },
      { id: 'b', active: true },
      { id: 'c', active: false },
      { id: 'd', active: true },
    ]);
    expect(sorted.map((l) => l.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('ADMIN-066: last_crawl=null gives "Last crawl: never"; 2h ago gives "Last crawl: 2 hours ago"', () => {
    expect(lastCrawlText(null, NOW)).toBe('Last crawl: never');
    expect(lastCrawlText('2026-11-23T10:00:00Z', NOW)).toBe('Last crawl: 2 hours ago');
    expect(lastCrawlText('2026-11-20T12:00:00Z', NOW)).toBe('Last crawl: 3 days ago');
    expect(lastCrawlText('2026-11-23T11:59:58Z', NOW)).toBe('Last crawl: just now');
  });

  it('ADMIN-070: isComplete is false when employment_type is missing', () => {
    const job = { url: 'https://a.co/1', employment_type: 'Full-time', title: 'Agent', location: 'Austin, TX' };
    expect(isCompleteJob(job)).toBe(true);
    expect(isCompleteJob({ ...job, employment_type: null })).toBe(false);
    expect(isCompleteJob({ ...job, url: '' })).toBe(false);
    expect(isCompleteJob({ ...job, title: undefined })).toBe(false);
    expect(isCompleteJob({ ...job, location: null })).toBe(false);
  });

  it('VALID-046: an empty value gives the required error naming "Listing URL"', () => {
    expect(listingUrlErrors('')).toEqual({ urlOverride: [LISTING_URL_REQUIRED] });
    expect(LISTING_URL_REQUIRED).toContain('Listing URL');
    expect(listingUrlErrors('   ')).toEqual({ urlOverride: [LISTING_URL_REQUIRED] });
  });

  it('VALID-047: "https://www.jobs-site.com" passes; "HTTPS://X.COM" fails', () => {
    expect(listingUrlErrors('https://www.jobs-site.com')).toEqual({});
    expect(listingUrlErrors('http://jobs.site.com')).toEqual({});
    expect(listingUrlErrors('jobs-site.com')).toEqual({});
    expect(listingUrlErrors('HTTPS://X.COM')).toEqual({ urlOverride: [LISTING_URL_INVALID] });
    expect(listingUrlErrors('ftp://a.com')).toEqual({ urlOverride: [LISTING_URL_INVALID] });
    expect(listingUrlErrors('a_b.com')).toEqual({ urlOverride: [LISTING_URL_INVALID] });
  });

  it('VALID-048: "a.co:8080/x" passes; "a.abcdef" and "a.com:123456" fail', () => {
    expect(listingUrlErrors('a.co:8080/x')).toEqual({});
    expect(listingUrlErrors('a.abcdef')).toEqual({ urlOverride: [LISTING_URL_INVALID] });
    expect(listingUrlErrors('a.com:123456')).toEqual({ urlOverride: [LISTING_URL_INVALID] });
  });

  it('ERR-101 / ERR-102: active and empty, or inactive on the jobs site only', () => {
    expect(emptyJobsText({ active: true, jobCount: 0, url: 'https://a.co' })).toBe(MESSAGES.noOpenJobs);
    expect(MESSAGES.noOpenJobs).toBe('There are no open jobs right now.');
    expect(emptyJobsText({ active: true, jobCount: 2, url: 'https://a.co' })).toBeNull();
    expect(emptyJobsText({ active: false, jobCount: 0, url: 'https://jobs.agents.test/alice' })).toBe(MESSAGES.jobsNotFound);
    expect(MESSAGES.jobsNotFound).toBe("Couldn't find any jobs. There may be an issue with the url.");
    expect(emptyJobsText({ active: false, jobCount: 0, url: 'https://alice.example/jobs/' })).toBeNull();
    expect(isJobsSiteUrl('eu.jobs.agents.test/x')).toBe(true);
    expect(isJobsSiteUrl('notjobs.agents.test.evil.com')).toBe(false);
  });

  it('ADMIN-063: Save & Crawl only for a changed and valid value', () => {
    expect(canSaveOverride('', '')).toBe(false);
    expect(canSaveOverride('https://a.co', 'https://a.co')).toBe(false);
    expect(canSaveOverride('HTTPS://X.COM', '')).toBe(false);
    expect(canSaveOverride('https://b.co', 'https://a.co')).toBe(true);
  });
});
