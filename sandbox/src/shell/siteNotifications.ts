import type { Db } from '../db/module';

export const VARIANTS = ['info', 'warning', 'error', 'success'] as const;
type Variant = (typeof VARIANTS)[number];

export interface SiteNotificationInput {
  header: string;
  message: string | null;
  variant: Variant;
  start: string;
  end: string;
  show_dashboard: boolean;
  show_mxeditor: boolean;
}

export type SiteNotification = { id: number } & SiteNotificationInput;

interface Row {
  id: number;
  header: string;
  message: string | null;
  variant: Variant;
  start: string;
  end: string;
  show_dashboard: number;
  show_mxeditor: number;
}

const toNotification = (r: Row): SiteNotification => ({
  ...r,
  show_dashboard: r.show_dashboard === 1,
  show_mxeditor: r.show_mxeditor === 1,
});

const params = (n: SiteNotificationInput) => ({
  ...n,
  show_dashboard: n.show_dashboard ? 1 : 0,
  show_mxeditor: n.show_mxeditor ? 1 : 0,
});

export function listNotifications(db: Db): SiteNotification[] {
  return db.prepare<[], Row>('SELECT * FROM site_notifications ORDER BY id').all().map(toNotification);
}

export function findNotification(db: Db, id: number): SiteNotification | undefined {
  const row = db.prepare<[number], Row>('SELECT * FROM site_notifications WHERE id = ?').get(id);
  return row && toNotification(row);
}

export function insertNotification(db: Db, input: SiteNotificationInput): SiteNotification {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO site_notifications (header, message, variant, start, "end", show_dashboard, show_mxeditor)
       VALUES (@header, @message, @variant, @start, @end, @show_dashboard, @show_mxeditor)`,
    )
    .run(params(input));
  return { id: Number(lastInsertRowid), ...input };
}

/** False when no notification has this id. */
export function updateNotification(db: Db, id: number, input: SiteNotificationInput): boolean {
  const { changes } = db
    .prepare(
      `UPDATE site_notifications SET header = @header, message = @message, variant = @variant, start = @start,
       "end" = @end, show_dashboard = @show_dashboard, show_mxeditor = @show_mxeditor WHERE id = @id`,
    )
    .run({ ...params(input), id });
  return changes > 0;
}

export function deleteNotification(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM site_notifications WHERE id = ?').run(id).changes > 0;
}
