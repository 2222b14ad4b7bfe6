import { ANONYMOUS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../web/src/auth/sessionCache';
import { viewedUser } from '../../web/src/auth/viewAs/viewedUser';

const viewing = (patch: Partial<Session>): Session => ({
  ...ANONYMOUS,
  authenticated: true,
  id: 'v',
  homePath: '/',
  viewingAs: true,
  realUser: 'jdoe',
  viewedName: null,
  ...patch,
});

describe('web: who the view-as banner names (AUTH-020, D-80)', () => {
  it('AUTH-020: an agent by name, the associate id only as a detail', () => {
    expect(viewedUser(viewing({ userType: 'agent', user: 'A1003', viewedName: 'Bob Baker' }))).toEqual({
      name: 'Bob Baker',
      type: 'agent',
      idDetail: 'Associate id A1003',
    });
  });

  it('AUTH-020: a team member by name with the staff id', () => {
    expect(viewedUser(viewing({ userType: 'staff', user: 'S2001', viewedName: 'Sam Summers' }))).toEqual({
      name: 'Sam Summers',
      type: 'agent team member',
      idDetail: 'Staff id S2001',
    });
  });

  it('AUTH-020: without a name the id is the name, not repeated as a detail', () => {
    expect(viewedUser(viewing({ userType: 'corp', user: 'E77' }))).toEqual({
      name: 'E77',
      type: 'corporate employee',
      idDetail: null,
    });
  });
});
