import type { EmailLogItemRecord } from '@portal/rules/contract';
import type { Db } from '../db/module';

/** One stored event of the provider's mail log. */
export interface MailEvent {
  /** UTC, whole seconds: 2026-11-17T14:05:00Z (so text order is time order). */
  arrival: string;
  sender: string;
  recipient: string;
  event: string;
  message: string;
}

export interface MailSearch {
  /** Case-insensitive part of the sender's address; '' for any. */
  from: string;
  /** Case-insensitive part of the recipient's address; '' for any. */
  to: string;
  /** The oldest arrival included (CONST-030's window start), same format as `arrival`. */
  since: string;
}

/** The arrival format of the mail log: ISO 8601 UTC to the second. */
export function mailTime(time: number): string {
  return new Date(Math.floor(time / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export function insertMailEvents(db: Db, events: Iterable<MailEvent>): void {
  const insert = db.prepare(
    'INSERT INTO mail_log (arrival, sender, recipient, event, message) VALUES (@arrival, @sender, @recipient, @event, @message)',
  );
  db.transaction(() => {
    for (const e of events) insert.run(e);
  })();
}

interface Row {
  id: number;
  arrival: string;
  sender: string;
  recipient: string;
  event: string;
  message: string;
}

const toItem = (r: Row): EmailLogItemRecord => ({ arrival: r.arrival, from: r.sender, to: r.recipient, event: r.event, message: r.message });

// instr() rather than LIKE: a % or _ someone types is a character of the address, not a wildcard.
const MATCHING = `arrival >= @since
  AND (@from = '' OR instr(lower(sender), lower(@from)) > 0)
  AND (@to = '' OR instr(lower(recipient), lower(@to)) > 0)`;

/** Every matching event, newest first (API-095). */
export function searchMail(db: Db, search: MailSearch): EmailLogItemRecord[] {
  return db
    .prepare<MailSearch, Row>(`SELECT * FROM mail_log WHERE ${MATCHING} ORDER BY arrival DESC, id DESC`)
    .all(search)
    .map(toItem);
}

/**
 * The same events, newest first, read a page at a time (API-096's CSV): no cursor stays open while the answer waits
 * for the network, so other requests keep using the connection, and memory holds one page.
 */
export function* searchMailPages(db: Db, search: MailSearch, pageSize = 500): Generator<EmailLogItemRecord[]> {
  const first = db.prepare<MailSearch & { limit: number }, Row>(
    `SELECT * FROM mail_log WHERE ${MATCHING} ORDER BY arrival DESC, id DESC LIMIT @limit`,
  );
  const next = db.prepare<MailSearch & { limit: number; arrival: string; id: number }, Row>(
    `SELECT * FROM mail_log WHERE ${MATCHING} AND (arrival < @arrival OR (arrival = @arrival AND id < @id))
     ORDER BY arrival DESC, id DESC LIMIT @limit`,
  );
  let rows = first.all({ ...search, limit: pageSize });
  while (rows.length > 0) {
    yield rows.map(toItem);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    rows = next.all({ ...search, limit: pageSize, arrival: last.arrival, id: last.id });
  }
}
