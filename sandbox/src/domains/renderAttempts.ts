import type { Db } from '../db/module';

export interface RenderAttempt {
  render_time: string;
  success: boolean;
  /** What started the render; the seed's default is a content update. */
  trigger?: string;
  schema_errors?: readonly string[];
  response?: unknown;
}

/** One render of the full history (ADMIN-056). */
export interface RenderRecord {
  render_time: string;
  success: boolean;
  trigger: string;
  schema_errors: string[];
  response: unknown;
}

/** What the render service answers when the attempt does not say: a published site, or a refusal naming its errors. */
function defaultResponse(attempt: RenderAttempt, schemaErrors: readonly string[]): unknown {
  return attempt.success
    ? { status: 'published', pages_rendered: 7, cache_purged: true, duration_ms: 1840 }
    : { status: 'failed', error: 'Content does not match the site schema', errors: schemaErrors.length, duration_ms: 412 };
}

export interface RecentRenders {
  last_failed_render: RenderAttempt | null;
  last_successful_render: RenderAttempt | null;
}

export function insertRenderAttempt(db: Db, domainPk: number, attempt: RenderAttempt): void {
  const schemaErrors = attempt.schema_errors ?? (attempt.success ? [] : ['pages.about.sections[1].heading: This field is required.']);
  db.prepare(
    'INSERT INTO render_attempts (domain_pk, render_time, success, trigger, schema_errors, response) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    domainPk,
    attempt.render_time,
    attempt.success ? 1 : 0,
    attempt.trigger ?? 'content_update',
    JSON.stringify(schemaErrors),
    JSON.stringify(attempt.response ?? defaultResponse(attempt, schemaErrors)),
  );
}

/** ADMIN-056: every render of a domain, newest first. */
export function renderHistory(db: Db, domainPk: number): RenderRecord[] {
  return db
    .prepare<[number], { render_time: string; success: number; trigger: string; schema_errors: string; response: string }>(
      'SELECT render_time, success, trigger, schema_errors, response FROM render_attempts WHERE domain_pk = ? ORDER BY render_time DESC, id DESC',
    )
    .all(domainPk)
    .map((r) => ({
      render_time: r.render_time,
      success: r.success === 1,
      trigger: r.trigger,
      schema_errors: JSON.parse(r.schema_errors) as string[],
      response: JSON.parse(r.response) as unknown,
    }));
}

/** API-042: the latest failed and the latest successful render of a domain. */
export function recentRenders(db: Db, domainPk: number): RecentRenders {
  const latest = db.prepare<[number, number], { render_time: string }>(
    'SELECT render_time FROM render_attempts WHERE domain_pk = ? AND success = ? ORDER BY render_time DESC LIMIT 1',
  );
  const failed = latest.get(domainPk, 0);
  const succeeded = latest.get(domainPk, 1);
  return {
    last_failed_render: failed ? { render_time: failed.render_time, success: false } : null,
    last_successful_render: succeeded ? { render_time: succeeded.render_time, success: true } : null,
  };
}
