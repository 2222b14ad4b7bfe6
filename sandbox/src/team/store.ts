import { STAFF_PERMISSION_KEYS, STAFF_PERMISSIONS, type StaffPermissions } from '@portal/rules';
import type { Db } from '../db/module';

/** One member of an agent's team as API-074 answers it (decision D-32). */
interface StaffMember {
  staff_id: string;
  name: string;
  email: string | null;
  permissions: StaffPermissions;
}

/** API-074 and the answer of API-075/076: the team ("agents": agent team members) and the permission keys. */
export interface StaffAccount {
  agents: StaffMember[];
  permissions: { key: string; label: string }[];
}

export interface StaffUserRecord {
  user_id: number;
  staff_id: string;
  name: string;
  email: string | null;
}

interface MemberRow extends StaffUserRecord {
  associate_id: string;
  permissions: string;
}

const STAFF_USER = `SELECT u.id AS user_id, coalesce(u.identifier, u.username) AS staff_id,
    coalesce(p.name, u.username) AS name, u.email
  FROM users u LEFT JOIN staff_profiles p ON p.user_id = u.id`;

/** Every key present: stored permissions written before a key existed read as not granted. */
function parsePermissions(json: string): StaffPermissions {
  const stored = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(STAFF_PERMISSION_KEYS.map((k) => [k, stored[k] === true])) as StaffPermissions;
}

function permissionList(): StaffAccount['permissions'] {
  return STAFF_PERMISSIONS.map(({ key, label }) => ({ key, label }));
}

function memberRows(db: Db, where: string, arg: string | number): MemberRow[] {
  return db
    .prepare<[string | number], MemberRow>(
      `SELECT s.associate_id, s.permissions, m.* FROM agent_staff s JOIN (${STAFF_USER}) m ON m.user_id = s.user_id
       WHERE ${where} ORDER BY s.associate_id, m.staff_id`,
    )
    .all(arg);
}

const toMember = (row: MemberRow): StaffMember => ({
  staff_id: row.staff_id,
  name: row.name,
  email: row.email,
  permissions: parsePermissions(row.permissions),
});

export function staffAccount(db: Db, associateId: string): StaffAccount {
  return { agents: memberRows(db, 's.associate_id = ?', associateId).map(toMember), permissions: permissionList() };
}

/** The agents a staff user works for, with the permissions each granted, by associate id. */
export function staffMemberships(db: Db, userId: number): { associate_id: string; permissions: StaffPermissions }[] {
  return memberRows(db, 's.user_id = ?', userId).map((r) => ({
    associate_id: r.associate_id,
    permissions: parsePermissions(r.permissions),
  }));
}

export function findStaffUserByEmail(db: Db, email: string): StaffUserRecord | undefined {
  return db
    .prepare<[string], StaffUserRecord>(`${STAFF_USER} WHERE u.user_type = 'staff' AND lower(u.email) = lower(?)`)
    .get(email.trim());
}

export function findStaffUserById(db: Db, staffId: string): StaffUserRecord | undefined {
  return db
    .prepare<[string], StaffUserRecord>(`${STAFF_USER} WHERE u.user_type = 'staff' AND coalesce(u.identifier, u.username) = ?`)
    .get(staffId);
}

/** users.staff_agents is what sign-in and every access check read: it follows the team tables. */
function syncStaffAgents(db: Db, userId: number): void {
  const agents = db
    .prepare<[number], { associate_id: string }>('SELECT associate_id FROM agent_staff WHERE user_id = ? ORDER BY associate_id')
    .all(userId)
    .map((r) => r.associate_id);
  db.prepare('UPDATE users SET staff_agents = ? WHERE id = ?').run(JSON.stringify(agents), userId);
}

export function addMember(db: Db, associateId: string, userId: number, permissions: StaffPermissions): void {
  db.transaction(() => {
    db.prepare('INSERT INTO agent_staff (associate_id, user_id, permissions) VALUES (?, ?, ?)').run(
      associateId,
      userId,
      JSON.stringify(permissions),
    );
    syncStaffAgents(db, userId);
  })();
}

export function removeMember(db: Db, associateId: string, userId: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM agent_staff WHERE associate_id = ? AND user_id = ?').run(associateId, userId);
    syncStaffAgents(db, userId);
  })();
}

export function setPermissions(db: Db, associateId: string, userId: number, permissions: StaffPermissions): void {
  db.prepare('UPDATE agent_staff SET permissions = ? WHERE associate_id = ? AND user_id = ?').run(
    JSON.stringify(permissions),
    associateId,
    userId,
  );
}

/** The member's current permissions, or undefined when the user is not on the agent's team. */
export function memberPermissions(db: Db, associateId: string, userId: number): StaffPermissions | undefined {
  const row = db
    .prepare<[string, number], { permissions: string }>(
      'SELECT permissions FROM agent_staff WHERE associate_id = ? AND user_id = ?',
    )
    .get(associateId, userId);
  return row && parsePermissions(row.permissions);
}
