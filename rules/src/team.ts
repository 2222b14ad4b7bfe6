/** Team: an agent's staff members and their permissions (TEAM-001..004, decisions D-32..D-34). */
import type { FieldErrors } from './domains';
import { isEmail, EMAIL_RULE_MESSAGES } from './emails';
import type { SessionUser } from './users';
import { ownId } from './users';

/** What an agent may grant a staff member, one switch each, with the labels the team screen shows (D-32). */
export const STAFF_PERMISSIONS = [
  { key: 'domains', label: 'Domains' },
  { key: 'emails', label: 'Email redirects' },
  { key: 'scheduler', label: 'Appointment scheduler' },
  { key: 'calltracking', label: 'Call tracking' },
  { key: 'stats', label: 'Statistics' },
  { key: 'editor', label: 'Website editor' },
  { key: 'billing', label: 'Billing and payment' },
] as const;
export type StaffPermissionKey = (typeof STAFF_PERMISSIONS)[number]['key'];
export const STAFF_PERMISSION_KEYS: readonly StaffPermissionKey[] = STAFF_PERMISSIONS.map((p) => p.key);
export type StaffPermissions = Record<StaffPermissionKey, boolean>;

/** A new team member starts with the day-to-day areas and without billing (decision D-32). */
export const DEFAULT_STAFF_PERMISSIONS: StaffPermissions = {
  domains: true,
  emails: true,
  scheduler: true,
  calltracking: true,
  stats: true,
  editor: true,
  billing: false,
};

export function isStaffPermissionKey(value: unknown): value is StaffPermissionKey {
  return typeof value === 'string' && (STAFF_PERMISSION_KEYS as readonly string[]).includes(value);
}

/** Every key, granted exactly when listed. */
export function permissionsFromGranted(granted: readonly string[]): StaffPermissions {
  return Object.fromEntries(STAFF_PERMISSION_KEYS.map((k) => [k, granted.includes(k)])) as StaffPermissions;
}

export const STAFF_ACTIONS = ['add', 'remove'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Written for this portal (the spec shows no team texts). */
export const TEAM_RULE_MESSAGES = {
  email: EMAIL_RULE_MESSAGES.email,
  noStaffAccount: 'No staff account uses that email address.',
  alreadyMember: 'That staff member is already on the team.',
  notMember: 'That staff member is not on the team.',
} as const;

/**
 * Adding or removing a member by e-mail (API-075): the address is valid, and an add names someone not yet on the team,
 * a remove someone on it. `members` are the team's current e-mail addresses. Empty when valid.
 */
export function validateStaffChange(
  input: { action: StaffAction; email: string },
  members: readonly (string | null)[],
): FieldErrors {
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) return { email: [TEAM_RULE_MESSAGES.email] };
  const isMember = members.some((m) => m?.trim().toLowerCase() === email);
  if (input.action === 'add' && isMember) return { email: [TEAM_RULE_MESSAGES.alreadyMember] };
  if (input.action === 'remove' && !isMember) return { email: [TEAM_RULE_MESSAGES.notMember] };
  return {};
}

/**
 * Changing an agent's team or its permissions (decision D-33): the agent themself or provider staff. A staff member
 * may see the team of an agent they work for but not change it, so nobody grants themself more.
 */
export function canManageTeam(user: SessionUser, agentId: string): boolean {
  if (!user.authenticated || !agentId) return false;
  if (user.userType === 'mirus') return true;
  return user.userType === 'agent' && user.associateId === agentId;
}

/** API-066, the /atms/{staffID}/ landing (decision D-34): a staff member reads their own record, provider staff any. */
export function canReadStaffUser(user: SessionUser, staffId: string): boolean {
  if (!user.authenticated || !staffId) return false;
  if (user.userType === 'mirus') return true;
  return user.userType === 'staff' && ownId(user) === staffId;
}
