import type { DataModule } from './module';
import { seedAccounts } from './seed';

/** Tables every area relies on: single settings, the accounts and their sessions. */
export const core: DataModule = {
  name: 'core',
  migrations: [
    `CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
     CREATE TABLE users (
       id INTEGER PRIMARY KEY,
       username TEXT NOT NULL UNIQUE,
       password_hash TEXT NOT NULL,
       label TEXT NOT NULL,
       user_type TEXT NOT NULL,
       email TEXT,
       associate_id TEXT,
       identifier TEXT,
       internal INTEGER NOT NULL DEFAULT 0,
       corporate_permissions TEXT NOT NULL DEFAULT '[]',
       staff_agents TEXT NOT NULL DEFAULT '[]',
       tos_accepted_on TEXT
     );
     CREATE TABLE sessions (
       key TEXT PRIMARY KEY,
       user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
       expires_at TEXT NOT NULL
     );`,
  ],
  seed: seedAccounts,
};
