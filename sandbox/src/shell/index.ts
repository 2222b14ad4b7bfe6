import type { Area } from '../area';
import { shellRoutes } from './routes';
import { seedShell } from './seed';

/** version.txt, site config and site notifications (API-001..007). Version and config live in core settings. */
export const shell: Area = {
  name: 'shell',
  migrations: [
    `CREATE TABLE site_notifications (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       header TEXT NOT NULL,
       message TEXT,
       variant TEXT NOT NULL,
       start TEXT NOT NULL,
       "end" TEXT NOT NULL,
       show_dashboard INTEGER NOT NULL DEFAULT 0,
       show_mxeditor INTEGER NOT NULL DEFAULT 0
     )`,
  ],
  seed: seedShell,
  routes: shellRoutes,
};
