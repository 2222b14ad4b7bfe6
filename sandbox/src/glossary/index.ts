import type { Area } from '../area';
import { glossaryRoutes } from './routes';
import { seedGlossary } from './seed';

/** The glossary keywords (API-101..104). */
export const glossary: Area = {
  name: 'glossary',
  migrations: [
    `CREATE TABLE glossary_keywords (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       title TEXT NOT NULL,
       description TEXT NOT NULL DEFAULT '',
       path TEXT NOT NULL UNIQUE,
       visible INTEGER NOT NULL DEFAULT 1,
       examples TEXT NOT NULL DEFAULT '[]',
       notes TEXT NOT NULL DEFAULT '[]'
     )`,
  ],
  seed: seedGlossary,
  routes: glossaryRoutes,
};
