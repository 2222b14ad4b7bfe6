import { canReadCorporateUser } from '@portal/rules';
import type { Request } from 'express';
import type { Db } from '../db/module';
import { notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';

/** API-067 (decision D-46): the corporate employee themself (user_details.identifier) or provider staff; others 403. */
export function corporateUser(db: Db, req: Request) {
  const id = String(req.params.employeeId);
  requireAllowed(req, (user) => canReadCorporateUser(user, id));
  const row = db
    .prepare<[string], { username: string; email: string | null; identifier: string; corporate_permissions: string }>(
      "SELECT username, email, identifier, corporate_permissions FROM users WHERE user_type = 'corp' AND identifier = ?",
    )
    .get(id);
  if (!row) throw notFound();
  return {
    employee_id: row.identifier,
    username: row.username,
    email: row.email,
    corporate_permissions: JSON.parse(row.corporate_permissions) as string[],
  };
}
