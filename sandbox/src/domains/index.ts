import type { Area } from '../area';
import { domainRoutes } from './routes';
import { seedDomains } from './seed';

/** The agents' domains: list, purchase, type change, cancel, whois, content, renders and moves (API-036..044). */
export const domains: Area = {
  name: 'domains',
  migrations: [
    `CREATE TABLE domains (
       pk INTEGER PRIMARY KEY AUTOINCREMENT,
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       domain_name TEXT NOT NULL UNIQUE,
       product_type TEXT NOT NULL,
       is_cancelled INTEGER NOT NULL DEFAULT 0,
       active INTEGER NOT NULL DEFAULT 0,
       can_move INTEGER NOT NULL DEFAULT 1,
       is_transfer INTEGER NOT NULL DEFAULT 0,
       registered_on TEXT NOT NULL,
       expires_on TEXT NOT NULL
     );
     CREATE TABLE domain_routes (
       domain_pk INTEGER NOT NULL REFERENCES domains (pk) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       route TEXT NOT NULL,
       PRIMARY KEY (domain_pk, position)
     );
     CREATE TABLE render_attempts (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       domain_pk INTEGER NOT NULL REFERENCES domains (pk) ON DELETE CASCADE,
       render_time TEXT NOT NULL,
       success INTEGER NOT NULL
     )`,
    // The full render history (ADMIN-056): what started each render, its schema errors and the service's answer.
    `ALTER TABLE render_attempts ADD COLUMN trigger TEXT NOT NULL DEFAULT 'content_update';
     ALTER TABLE render_attempts ADD COLUMN schema_errors TEXT NOT NULL DEFAULT '[]';
     ALTER TABLE render_attempts ADD COLUMN response TEXT NOT NULL DEFAULT 'null'`,
  ],
  seed: seedDomains,
  routes: domainRoutes,
};
