import type { Db } from '../db/module';
import { crawlPage } from './crawler';
import { insertLocation, type NewLocation } from './store';

/**
 * alice (A1001) has three offices: Georgetown (active, one complete and one incomplete job), Austin without a state
 * (inactive on the jobs site: ERR-102) and Round Rock (active with no jobs yet and never crawled: ERR-101); ivan one.
 */
const SEED: readonly NewLocation[] = [
  {
    office_associate_id: 'OFF-A1001-AUS',
    associate_id: 'A1001',
    city: 'Austin',
    state: null,
    microsite_url: 'https://jobs.agents.test/alice-austin/',
    url_override: null,
    last_crawl: '2026-11-10T08:00:00Z',
    active: false,
    jobs: [],
  },
  {
    office_associate_id: 'OFF-A1001-GTN',
    associate_id: 'A1001',
    city: 'Georgetown',
    state: 'TX',
    microsite_url: 'https://alice-insurance.example/jobs/',
    url_override: null,
    last_crawl: '2026-11-20T09:00:00Z',
    active: true,
    jobs: crawlPage('https://alice-insurance.example/jobs/'),
  },
  {
    office_associate_id: 'OFF-A1001-RRK',
    associate_id: 'A1001',
    city: 'Round Rock',
    state: 'TX',
    microsite_url: 'https://aliceanderson-agency.example/jobs/',
    url_override: 'https://www.alice-careers.test/openings',
    last_crawl: null,
    active: true,
    jobs: [],
  },
  {
    office_associate_id: 'OFF-A1002-DAL',
    associate_id: 'A1002',
    city: 'Dallas',
    state: 'TX',
    microsite_url: 'https://ivan-ingram.example/careers/',
    url_override: null,
    last_crawl: '2026-11-18T12:30:00Z',
    active: true,
    jobs: crawlPage('https://ivan-ingram.example/careers/'),
  },
];

export function seedJobLocations(db: Db): void {
  SEED.forEach((location, position) => insertLocation(db, location, position));
}
