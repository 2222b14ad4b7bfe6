import type { Area } from '../area';
import { emailSearchRoutes } from './routes';
import { seedMailLog } from './seed';

/** The provider's mail log and its search (API-095, API-096). */
export const emailSearch: Area = {
  name: 'emailsearch',
  migrations: [
    `CREATE TABLE mail_log (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       arrival TEXT NOT NULL,
       sender TEXT NOT NULL,
       recipient TEXT NOT NULL,
       event TEXT NOT NULL,
       message TEXT NOT NULL
     );
     CREATE INDEX mail_log_by_arrival ON mail_log (arrival, id)`,
  ],
  seed: seedMailLog,
  routes: emailSearchRoutes,
};
