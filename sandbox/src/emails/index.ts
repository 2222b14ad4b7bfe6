import type { Area } from '../area';
import { emailRoutes } from './routes';
import { seedRedirects } from './seed';

/** The agents' email redirects: list, add, bulk-add, edit, delete and test (API-010..015). */
export const emails: Area = {
  name: 'emails',
  migrations: [
    `CREATE TABLE email_redirects (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       domain_pk INTEGER NOT NULL REFERENCES domains (pk) ON DELETE CASCADE,
       redirect_address TEXT NOT NULL UNIQUE,
       real_address TEXT NOT NULL
     )`,
  ],
  seed: seedRedirects,
  routes: emailRoutes,
};
