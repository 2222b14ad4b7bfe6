import type { Db } from '../db/module';

/** API-016: an agent without a subscription row has never subscribed, which reads as inactive. */
function isSubscribed(db: Db, associateId: string): boolean {
  const row = db
    .prepare<[string], { active: number }>('SELECT active FROM scheduler_subscriptions WHERE associate_id = ?')
    .get(associateId);
  return row?.active === 1;
}

/** API-017/018: idempotent, like the PUTs that call it. */
export function setSubscribed(db: Db, associateId: string, active: boolean): void {
  db.prepare(
    `INSERT INTO scheduler_subscriptions (associate_id, active) VALUES (?, ?)
     ON CONFLICT (associate_id) DO UPDATE SET active = excluded.active`,
  ).run(associateId, active ? 1 : 0);
}

export function subscriptionAnswer(db: Db, associateId: string) {
  return { value: { active: isSubscribed(db, associateId) } };
}
