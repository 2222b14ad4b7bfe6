/** User types and corporate permissions (AUTH-001, AUTH-017). */
export const USER_TYPES = ['mirus', 'staff', 'corp', 'agent', 'unknown'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** 000 lists reports, 001 lists m1editor: the union of both (decision D-01). */
export const CORPORATE_PERMISSIONS = [
  'calltracking',
  'qlp',
  'queue',
  'm1stats',
  'm1editor',
  'participation',
  'departures',
  'reports',
] as const;
export type CorporatePermission = (typeof CORPORATE_PERMISSIONS)[number];

/** The user as auth_info (API-008) describes it, in the portal's own field names. */
export interface SessionUser {
  authenticated: boolean;
  userType: UserType | null;
  user: string | null;
  email: string | null;
  associateId: string | null;
  internal: boolean;
  corporatePermissions: readonly string[];
  staffAgents: readonly string[];
  userDetails: { identifier: string | null; email: string | null } | null;
  tosAccepted: boolean;
}

export const ANONYMOUS: SessionUser = {
  authenticated: false,
  userType: null,
  user: null,
  email: null,
  associateId: null,
  internal: false,
  corporatePermissions: [],
  staffAgents: [],
  userDetails: null,
  tosAccepted: true,
};

/** AUTH-003: internal=true means a provider (mirus) user. */
export function isInternal(user: Pick<SessionUser, 'internal'>): boolean {
  return user.internal === true;
}

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** The part of an e-mail address before the @ (ROUTE-001: jdoe@x.com gives jdoe). */
export function emailLocalPart(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/**
 * The id in a user's own landing path (decision D-04): mirus use the e-mail's local part (the spec),
 * agents their associate_id, staff, corp and unknown users user_details.identifier (falling back to user).
 */
export function ownId(user: SessionUser): string | null {
  switch (user.userType) {
    case 'mirus':
      return emailLocalPart(user.email ?? user.userDetails?.email);
    case 'agent':
      return user.associateId;
    case 'staff':
    case 'corp':
    case 'unknown':
      return user.userDetails?.identifier ?? user.user;
    default:
      return null;
  }
}

/** ROUTE-001..006: where / sends a user. */
export function homePath(user: SessionUser): string {
  if (!user.authenticated) return '/login/';
  const id = ownId(user);
  if (!id) return '/login/';
  const seg = encodeURIComponent(id);
  switch (user.userType) {
    case 'mirus':
      return `/mirus/${seg}/`;
    case 'staff':
      return `/atms/${seg}/`;
    case 'corp':
      return `/employees/${seg}/`;
    case 'agent':
      return `/agents/${seg}/dashboard/`;
    case 'unknown':
      return `/user/${seg}/`;
    default:
      return '/login/';
  }
}
