import type { Area } from '../area';
import { EDITOR_UPLOADS_MIGRATION, imageUploadRoutes } from './imageUpload';
import { editorRoutes } from './routes';
import { seedEditor } from './seed';

/**
 * The domain content editor (EDITOR, API-048..058): domain config, the editor tree, content overrides and visit logs.
 * content_overrides is also read by the overview's approval queue (OVERVIEW-010).
 */
export const editor: Area = {
  name: 'editor',
  migrations: [
    `CREATE TABLE content_overrides (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       domain_pk INTEGER NOT NULL REFERENCES domains (pk) ON DELETE CASCADE,
       type TEXT NOT NULL,
       value TEXT NOT NULL,
       status TEXT NOT NULL CHECK (status IN ('pending', 'approved')),
       key TEXT NOT NULL,
       subkey TEXT NOT NULL DEFAULT '',
       page_key TEXT NOT NULL DEFAULT '',
       allowed_terms TEXT NOT NULL DEFAULT '[]',
       description TEXT NOT NULL DEFAULT '',
       override_type TEXT NOT NULL DEFAULT '',
       branch TEXT NOT NULL,
       version TEXT NOT NULL,
       time TEXT NOT NULL,
       created_by TEXT NOT NULL DEFAULT ''
     )`,
    `CREATE TABLE editor_visits (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       domain_pk INTEGER NOT NULL REFERENCES domains (pk) ON DELETE CASCADE,
       username TEXT NOT NULL,
       time TEXT NOT NULL
     );
     CREATE TABLE editor_article_blacklists (
       domain_pk INTEGER PRIMARY KEY REFERENCES domains (pk) ON DELETE CASCADE,
       list TEXT NOT NULL DEFAULT '[]'
     )`,
    EDITOR_UPLOADS_MIGRATION,
  ],
  seed: seedEditor,
  routes: (router, ctx) => {
    editorRoutes(router, ctx);
    imageUploadRoutes(router, ctx); // API-058 (D-108)
  },
};
