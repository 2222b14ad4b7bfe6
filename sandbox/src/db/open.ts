import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { areas } from '../areas';
import { core } from './core';
import { migrateAndSeed, rebuild } from './migrate';
import type { Db, ResetOptions } from './module';

const MODULES = [core, ...areas];

export interface OpenDatabaseOptions {
  /** A file path; omitted or ':memory:' gives an in-memory database. */
  file?: string;
  /** Drop everything and seed again. */
  reset?: boolean;
}

/** Opens (creating and seeding on first open) the sandbox's database. */
export function openDatabase(options: OpenDatabaseOptions = {}): Db {
  const file = options.file ?? ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  if (options.reset) rebuild(db, MODULES);
  else migrateAndSeed(db, MODULES);
  return db;
}

/** Re-seeds an open database (POST api/sandbox/reset/, --reset). */
export function resetDatabase(db: Db, { keepSessions = false }: ResetOptions = {}): void {
  const sessions = keepSessions
    ? db
        .prepare<[], { key: string; username: string; expires_at: string }>(
          'SELECT s.key, u.username, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id',
        )
        .all()
    : [];
  rebuild(db, MODULES);
  const keep = db.prepare('INSERT INTO sessions (key, user_id, expires_at) SELECT ?, id, ? FROM users WHERE username = ?');
  for (const s of sessions) keep.run(s.key, s.expires_at, s.username);
}
