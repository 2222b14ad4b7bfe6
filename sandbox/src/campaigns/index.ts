import type { Area } from '../area';
import { campaignRoutes } from './routes';
import { seedCampaigns } from './seed';

/** Campaign stats and quote landing page views (API-077, API-078). Numbers are computed, like the stats area's. */
export const campaigns: Area = {
  name: 'campaigns',
  migrations: [
    `CREATE TABLE campaigns (
       campaign_id TEXT PRIMARY KEY,
       domain_name TEXT NOT NULL REFERENCES domains (domain_name) ON DELETE CASCADE,
       name TEXT NOT NULL,
       started_on TEXT NOT NULL
     )`,
  ],
  seed: seedCampaigns,
  routes: campaignRoutes,
};
