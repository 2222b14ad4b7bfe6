import type Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * A slice of the data model: its tables (migrations, applied once each and in order) and its seed rows.
 * A module's seed runs when its first migration is applied, so an area added later seeds itself
 * even in an existing database file.
 */
export interface DataModule {
  name: string;
  migrations?: readonly string[];
  seed?(db: Db): void;
}

export interface ResetOptions {
  /**
   * Sessions of accounts that exist again after the re-seed stay signed in (the end-to-end tests sign in once per
   * account and re-seed before every test, issue #23).
   */
  keepSessions?: boolean;
}
