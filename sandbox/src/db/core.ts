import type { DataModule } from './module';
import { seedAccounts } from './seed';

/** Tables every area relies on: single settings, the accounts, their sessions and their writes' idempotency keys. */
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
    // Idempotency-Key answers (http/idempotency.ts, decision D-64); status is null while the first request runs.
    `CREATE TABLE idempotency_keys (
       user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
       key TEXT NOT NULL,
       method TEXT NOT NULL,
       path TEXT NOT NULL,
       created_at INTEGER NOT NULL,
       status INTEGER,
       content_type TEXT,
       body BLOB,
       PRIMARY KEY (user_id, key)
     );
     CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);`,
  ],
  seed: seedAccounts,
};
