import type { Area } from '../area';
import { registrarRoutes } from './routes';
import { seedRegistrar } from './seed';

/** A domain's registration at the registrar: authcode, transfer lock and mark, contacts (API-097..100). */
export const registrar: Area = {
  name: 'registrar',
  migrations: [
    `CREATE TABLE registrar (
       domain_pk INTEGER PRIMARY KEY REFERENCES domains (pk) ON DELETE CASCADE,
       authcode TEXT,
       authcode_updated_at TEXT,
       transfer_allowed INTEGER NOT NULL DEFAULT 0,
       marked_by TEXT,
       marked_on TEXT
     );
     CREATE TABLE registrar_contacts (
       domain_pk INTEGER NOT NULL REFERENCES domains (pk) ON DELETE CASCADE,
       contact_type TEXT NOT NULL,
       email TEXT NOT NULL,
       phone TEXT NOT NULL,
       PRIMARY KEY (domain_pk, contact_type)
     )`,
  ],
  seed: seedRegistrar,
  routes: registrarRoutes,
};
