import { isUserType, type SessionUser } from '@portal/rules';
import type { Db } from './module';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  label: string;
  user_type: string;
  email: string | null;
  associate_id: string | null;
  identifier: string | null;
  internal: number;
  corporate_permissions: string;
  staff_agents: string;
  tos_accepted_on: string | null;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?').get(username);
}

export function listUsers(db: Db): UserRow[] {
  return db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id').all();
}

export function acceptTos(db: Db, userId: number, at: string): void {
  db.prepare('UPDATE users SET tos_accepted_on = COALESCE(tos_accepted_on, ?) WHERE id = ?').run(at, userId);
}

/** The shape @portal/rules decides on. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    authenticated: true,
    userType: isUserType(row.user_type) ? row.user_type : 'unknown',
    user: row.username,
    email: row.email,
    associateId: row.associate_id,
    internal: row.internal === 1,
    corporatePermissions: JSON.parse(row.corporate_permissions) as string[],
    staffAgents: JSON.parse(row.staff_agents) as string[],
    userDetails: { identifier: row.identifier, email: row.email },
    tosAccepted: row.tos_accepted_on !== null,
  };
}
