import { ANONYMOUS, type SessionUser } from '@portal/rules';

/** A signed-in user with the given fields. */
export function user(overrides: Partial<SessionUser>): SessionUser {
  return {
    ...ANONYMOUS,
    authenticated: true,
    tosAccepted: true,
    userDetails: { identifier: null, email: null },
    ...overrides,
  };
}
