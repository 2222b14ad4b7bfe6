import type { DataModule, Db } from './module';

const LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (
  module TEXT NOT NULL,
  step INTEGER NOT NULL,
  PRIMARY KEY (module, step)
)`;

/** Applies the migrations a database lacks and seeds every module whose tables were just created. */
export function migrateAndSeed(db: Db, modules: readonly DataModule[]): void {
  db.exec(LEDGER);
  const applied = db.prepare<[string, number], { step: number }>(
    'SELECT step FROM schema_migrations WHERE module = ? AND step = ?',
  );
  const record = db.prepare('INSERT INTO schema_migrations (module, step) VALUES (?, ?)');
  db.transaction(() => {
    const fresh: DataModule[] = [];
    for (const module of modules) {
      (module.migrations ?? []).forEach((sql, step) => {
        if (applied.get(module.name, step)) return;
        db.exec(sql);
        record.run(module.name, step);
        if (step === 0) fresh.push(module);
      });
    }
    for (const module of fresh) module.seed?.(db);
  })();
}

/** Drops every table, then builds and seeds the database again. */
export function rebuild(db: Db, modules: readonly DataModule[]): void {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all();
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  migrateAndSeed(db, modules);
}
