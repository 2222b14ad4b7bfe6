import type { Db } from '../db/module';

/** An agent's ad campaign on one of its domains. */
export interface CampaignRecord {
  campaign_id: string;
  domain_name: string;
  name: string;
  /** YYYY-MM-DD: no numbers before this day. */
  started_on: string;
}

export function insertCampaign(db: Db, campaign: CampaignRecord): void {
  db.prepare(
    `INSERT INTO campaigns (campaign_id, domain_name, name, started_on)
     VALUES (@campaign_id, @domain_name, @name, @started_on)`,
  ).run(campaign);
}

/** The campaigns of the domains the agent owns now (a moved domain takes its campaigns along). */
export function listAgentCampaigns(db: Db, associateId: string): CampaignRecord[] {
  return db
    .prepare<[string], CampaignRecord>(
      `SELECT c.campaign_id, c.domain_name, c.name, c.started_on FROM campaigns c
       JOIN domains d ON d.domain_name = c.domain_name
       WHERE d.associate_id = ? ORDER BY c.campaign_id`,
    )
    .all(associateId);
}
