import type { Area } from '../area';
import { complianceRoutes } from './routes';

/**
 * The compliance vendor behind API-105 (a real checker: Hunspell spelling, language detection, an insurance
 * marketing lexicon and a sanitizer), its event log (API-106) and the override analytics events (API-059).
 */
export const compliance: Area = {
  name: 'compliance',
  migrations: [
    `CREATE TABLE compliance_events (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       domain_name TEXT NOT NULL,
       config_associate_id TEXT NOT NULL,
       is_compliant INTEGER NOT NULL,
       disposition TEXT NOT NULL,
       violations TEXT NOT NULL DEFAULT '[]',
       response TEXT NOT NULL,
       username TEXT NOT NULL,
       user_type TEXT NOT NULL,
       user_identifier TEXT,
       user_email TEXT,
       organization TEXT NOT NULL,
       logged_by TEXT NOT NULL,
       created TEXT NOT NULL
     );
     CREATE TABLE analytics_events (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       event TEXT NOT NULL,
       domain_name TEXT NOT NULL,
       page TEXT NOT NULL,
       section TEXT NOT NULL,
       fields TEXT NOT NULL DEFAULT '[]',
       override_ids TEXT NOT NULL DEFAULT '[]',
       branch TEXT NOT NULL,
       username TEXT NOT NULL,
       logged_by TEXT NOT NULL,
       created TEXT NOT NULL
     )`,
  ],
  routes: complianceRoutes,
};
