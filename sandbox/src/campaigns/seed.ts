import type { Db } from '../db/module';
import { insertCampaign, type CampaignRecord } from './store';

/** alice runs four campaigns on three domains, bob one; ivan and tina none. */
const SEED_CAMPAIGNS: readonly CampaignRecord[] = [
  {
    campaign_id: '7310020001',
    domain_name: 'alice-insurance.example',
    name: 'Springfield auto insurance',
    started_on: '2026-07-12',
  },
  {
    campaign_id: '7310020002',
    domain_name: 'alice-insurance.example',
    name: 'Home and auto bundle',
    started_on: '2026-08-01',
  },
  {
    campaign_id: '7310020003',
    domain_name: 'aliceanderson-agency.example',
    name: 'Life insurance basics',
    started_on: '2026-09-15',
  },
  {
    campaign_id: '7310020004',
    domain_name: 'alice-quotes.example',
    name: 'Free quote in minutes',
    started_on: '2026-10-01',
  },
  {
    campaign_id: '7310030001',
    domain_name: 'demo-insurance.example',
    name: 'Renters insurance',
    started_on: '2026-06-01',
  },
];

export function seedCampaigns(db: Db): void {
  for (const campaign of SEED_CAMPAIGNS) insertCampaign(db, campaign);
}
