import {
  isStaffPermissionKey,
  STAFF_ACTIONS,
  TEAM_RULE_MESSAGES,
  validateStaffChange,
  type StaffAction,
  type StaffPermissionKey,
} from '@portal/rules';
import type { Db } from '../db/module';
import { badRequest } from '../http/errors';
import { FieldErrors, FIELD_MESSAGES } from '../http/validation';
import { findStaffUserByEmail, findStaffUserById, memberPermissions, staffAccount, type StaffUserRecord } from './store';

export interface StaffChange {
  action: StaffAction;
  user: StaffUserRecord;
}

/** API-075 body {action: "add" | "remove", email} (decision D-32); throws a 400 listing every problem. */
export function parseStaffChange(db: Db, associateId: string, body: Record<string, unknown>): StaffChange {
  const errors = new FieldErrors();
  const action = errors.choice(body, 'action', STAFF_ACTIONS, 'add');
  if (body.action === undefined || body.action === null) errors.add('action', FIELD_MESSAGES.required);
  const email = errors.requiredText(body, 'email');
  errors.throwIfAny();
  const members = staffAccount(db, associateId).agents.map((m) => m.email);
  for (const [field, messages] of Object.entries(validateStaffChange({ action, email }, members))) {
    for (const message of messages) errors.add(field, message);
  }
  errors.throwIfAny();
  const user = findStaffUserByEmail(db, email);
  if (!user) throw badRequest({ email: [TEAM_RULE_MESSAGES.noStaffAccount] });
  return { action, user };
}

export interface PermissionChange {
  userId: number;
  changes: Partial<Record<StaffPermissionKey, boolean>>;
}

const notAPermission = (key: string) => `"${key}" is not a valid permission.`;

/** API-076 JSON body {staff_id, permissions: {key: boolean}}: the keys given change, the others stay. */
export function parsePermissionChange(db: Db, associateId: string, body: Record<string, unknown>): PermissionChange {
  const errors = new FieldErrors();
  const staffId = errors.requiredText(body, 'staff_id');
  const raw = body.permissions;
  const changes: PermissionChange['changes'] = {};
  if (raw === undefined || raw === null) errors.add('permissions', FIELD_MESSAGES.required);
  else if (typeof raw !== 'object' || Array.isArray(raw)) {
    errors.add('permissions', `Expected a dictionary of items but got type "${Array.isArray(raw) ? 'list' : typeof raw}".`);
  } else {
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (!isStaffPermissionKey(key)) errors.add('permissions', notAPermission(key));
      else if (typeof value !== 'boolean') errors.add('permissions', `${key}: ${FIELD_MESSAGES.boolean}`);
      else changes[key] = value;
    }
  }
  errors.throwIfAny();
  const user = findStaffUserById(db, staffId);
  if (!user || !memberPermissions(db, associateId, user.user_id)) {
    throw badRequest({ staff_id: [TEAM_RULE_MESSAGES.notMember] });
  }
  return { userId: user.user_id, changes };
}
