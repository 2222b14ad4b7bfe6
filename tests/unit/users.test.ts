import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  CORPORATE_PERMISSIONS,
  USER_TYPES,
  emailLocalPart,
  homePath,
  isInternal,
  ownId,
} from '@portal/rules';
import { user } from './fixtures';

describe('user types', () => {
  it('AUTH-001: the user types are mirus, staff, corp, agent and unknown', () => {
    expect([...USER_TYPES].sort()).toEqual(['agent', 'corp', 'mirus', 'staff', 'unknown']);
  });

  it('AUTH-017: the corporate permissions hold all 8 names of both documents', () => {
    expect([...CORPORATE_PERMISSIONS].sort()).toEqual(
      ['calltracking', 'departures', 'm1editor', 'm1stats', 'participation', 'qlp', 'queue', 'reports'].sort(),
    );
  });

  it('AUTH-003: isInternal follows the internal flag', () => {
    expect(isInternal(user({ userType: 'mirus', internal: true }))).toBe(true);
    expect(isInternal(user({ userType: 'agent', internal: false }))).toBe(false);
  });
});

describe('home path of /', () => {
  it('ROUTE-001: a mirus user goes to /mirus/{local part of the e-mail}/', () => {
    expect(emailLocalPart('jdoe@x.com')).toBe('jdoe');
    expect(homePath(user({ userType: 'mirus', internal: true, email: 'jdoe@x.com' }))).toBe('/mirus/jdoe/');
  });

  it('ROUTE-002: a staff user goes to /atms/{staffID}/', () => {
    const sam = user({ userType: 'staff', userDetails: { identifier: 'S2001', email: null } });
    expect(homePath(sam)).toBe('/atms/S2001/');
  });

  it('ROUTE-003: a corp user goes to /employees/{employeeID}/', () => {
    const carol = user({ userType: 'corp', userDetails: { identifier: 'E3001', email: null } });
    expect(homePath(carol)).toBe('/employees/E3001/');
  });

  it('ROUTE-004: an agent goes to /agents/{associate_id}/dashboard/', () => {
    expect(homePath(user({ userType: 'agent', associateId: 'A1' }))).toBe('/agents/A1/dashboard/');
  });

  it('ROUTE-005: an unknown user goes to /user/{userID}/', () => {
    const uma = user({ userType: 'unknown', userDetails: { identifier: 'U4001', email: null } });
    expect(homePath(uma)).toBe('/user/U4001/');
    expect(ownId(user({ userType: 'unknown', user: 'uma', userDetails: null }))).toBe('uma');
  });

  it('ROUTE-006: anyone not authenticated goes to /login/', () => {
    expect(homePath(ANONYMOUS)).toBe('/login/');
  });
});
