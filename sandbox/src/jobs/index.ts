import type { Area } from '../area';
import { jobRoutes } from './routes';
import { seedJobLocations } from './seed';

/** Office locations and their job listings (API-089..091, decision D-93). */
export const jobs: Area = {
  name: 'jobs',
  migrations: [
    `CREATE TABLE job_locations (
       office_associate_id TEXT PRIMARY KEY,
       associate_id TEXT NOT NULL,
       position INTEGER NOT NULL,
       city TEXT,
       state TEXT,
       has_listing INTEGER NOT NULL DEFAULT 1,
       microsite_url TEXT,
       url_override TEXT,
       last_crawl TEXT,
       active INTEGER NOT NULL DEFAULT 0
     )`,
    `CREATE TABLE listing_jobs (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       office_associate_id TEXT NOT NULL REFERENCES job_locations (office_associate_id) ON DELETE CASCADE,
       url TEXT,
       employment_type TEXT,
       title TEXT,
       location TEXT
     )`,
  ],
  seed: seedJobLocations,
  routes: jobRoutes,
};
