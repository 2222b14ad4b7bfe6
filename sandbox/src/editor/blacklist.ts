import type { Db } from '../db/module';

/** Articles (by slug) the domain's article feed must not show (API-055, API-056). */
export function readArticleBlacklist(db: Db, domainPk: number): string[] {
  const row = db
    .prepare<[number], { list: string }>('SELECT list FROM editor_article_blacklists WHERE domain_pk = ?')
    .get(domainPk);
  if (!row) return [];
  const parsed: unknown = JSON.parse(row.list);
  return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
}

export function saveArticleBlacklist(db: Db, domainPk: number, list: readonly string[]): void {
  db.prepare(
    `INSERT INTO editor_article_blacklists (domain_pk, list) VALUES (?, ?)
     ON CONFLICT (domain_pk) DO UPDATE SET list = excluded.list`,
  ).run(domainPk, JSON.stringify(list));
}
