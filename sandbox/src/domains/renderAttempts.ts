import type { Db } from '../db/module';

export interface RenderAttempt {
  render_time: string;
  success: boolean;
}

export interface RecentRenders {
  last_failed_render: RenderAttempt | null;
  last_successful_render: RenderAttempt | null;
}

export function insertRenderAttempt(db: Db, domainPk: number, attempt: RenderAttempt): void {
  db.prepare('INSERT INTO render_attempts (domain_pk, render_time, success) VALUES (?, ?, ?)').run(
    domainPk,
    attempt.render_time,
    attempt.success ? 1 : 0,
  );
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
