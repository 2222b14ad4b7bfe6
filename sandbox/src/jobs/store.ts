import type { JobListingBody, OfficeLocationBody } from '@portal/rules/contract';
import type { Db } from '../db/module';

type Job = JobListingBody['jobs'][number];

interface LocationRow {
  office_associate_id: string;
  associate_id: string;
  city: string | null;
  state: string | null;
  has_listing: number;
  microsite_url: string | null;
  url_override: string | null;
  last_crawl: string | null;
  active: number;
}

export interface NewLocation {
  office_associate_id: string;
  associate_id: string;
  city: string | null;
  state: string | null;
  microsite_url: string | null;
  url_override: string | null;
  last_crawl: string | null;
  active: boolean;
  jobs: Job[];
}

export function insertLocation(db: Db, loc: NewLocation, position: number): void {
  db.prepare(
    `INSERT INTO job_locations (office_associate_id, associate_id, position, city, state, microsite_url, url_override,
       last_crawl, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(loc.office_associate_id, loc.associate_id, position, loc.city, loc.state, loc.microsite_url, loc.url_override, loc.last_crawl, loc.active ? 1 : 0);
  replaceJobs(db, loc.office_associate_id, loc.jobs);
}

function replaceJobs(db: Db, officeId: string, jobs: readonly Job[]): void {
  db.prepare('DELETE FROM listing_jobs WHERE office_associate_id = ?').run(officeId);
  const insert = db.prepare(
    'INSERT INTO listing_jobs (office_associate_id, url, employment_type, title, location) VALUES (?, ?, ?, ?, ?)',
  );
  for (const j of jobs) insert.run(officeId, j.url, j.employment_type, j.title, j.location);
}

function jobsOf(db: Db, officeId: string): Job[] {
  return db
    .prepare('SELECT url, employment_type, title, location FROM listing_jobs WHERE office_associate_id = ? ORDER BY id')
    .all(officeId) as Job[];
}

function listingOf(db: Db, row: LocationRow): JobListingBody {
  return {
    url_override: row.url_override,
    microsite_url: row.microsite_url,
    last_crawl: row.last_crawl,
    active: row.active === 1,
    jobs: jobsOf(db, row.office_associate_id),
  };
}

function toLocation(db: Db, row: LocationRow): OfficeLocationBody {
  return {
    office_associate_id: row.office_associate_id,
    office_location: { city: row.city, state: row.state },
    job_listing: row.has_listing ? listingOf(db, row) : null,
  };
}

export function listLocations(db: Db, associateId: string): OfficeLocationBody[] {
  const rows = db.prepare('SELECT * FROM job_locations WHERE associate_id = ? ORDER BY position').all(associateId) as LocationRow[];
  return rows.map((r) => toLocation(db, r));
}

function findRow(db: Db, associateId: string, officeId: string): LocationRow | undefined {
  return db
    .prepare('SELECT * FROM job_locations WHERE associate_id = ? AND office_associate_id = ?')
    .get(associateId, officeId) as LocationRow | undefined;
}

/** The listing of the agent's office, or undefined when the office is not theirs. */
export function findListing(db: Db, associateId: string, officeId: string): JobListingBody | undefined {
  const row = findRow(db, associateId, officeId);
  return row ? listingOf(db, row) : undefined;
}

export function setUrlOverride(db: Db, officeId: string, url: string | null): void {
  db.prepare('UPDATE job_locations SET url_override = ?, has_listing = 1 WHERE office_associate_id = ?').run(url, officeId);
}

export function recordCrawl(db: Db, officeId: string, jobs: readonly Job[], when: string): void {
  db.prepare('UPDATE job_locations SET last_crawl = ?, active = ?, has_listing = 1 WHERE office_associate_id = ?').run(
    when,
    jobs.length > 0 ? 1 : 0,
    officeId,
  );
  replaceJobs(db, officeId, jobs);
}
