import type { Db } from '../db/module';

/** API-034: the addresses told about new appointments, in the order they were saved. */
export function listRecipients(db: Db, associateId: string): string[] {
  return db
    .prepare<[string], { email: string }>(
      'SELECT email FROM appointment_notification_recipients WHERE associate_id = ? ORDER BY position',
    )
    .all(associateId)
    .map((r) => r.email);
}

/** API-035 replaces the whole list. */
export function replaceRecipients(db: Db, associateId: string, recipients: readonly string[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM appointment_notification_recipients WHERE associate_id = ?').run(associateId);
    const insert = db.prepare(
      'INSERT INTO appointment_notification_recipients (associate_id, position, email) VALUES (?, ?, ?)',
    );
    recipients.forEach((email, position) => insert.run(associateId, position, email));
  })();
}
