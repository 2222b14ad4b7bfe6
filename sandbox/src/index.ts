export { openDatabase, resetDatabase, type OpenDatabaseOptions } from './db/open';
export type { Db as SandboxDatabase } from './db/module';
export { createSandboxApp, type SandboxAppOptions } from './app';
export { startSandbox, DEFAULT_PORT, type StartSandboxOptions, type RunningSandbox } from './server';
export { DEMO_PASSWORD, SEED_ACCOUNTS } from './db/seed';
export type { Area, AreaContext } from './area';
// The email CSV benchmark fills the mail log with its own rows (tests/bench/emailCsvMemory.ts).
export { insertMailEvents } from './emailsearch/store';
