import { describe, expect, it } from 'vitest';
import {
  choiceFromForm,
  encodeViewAs,
  formFromChoice,
  ID_REQUIRED,
  parseAgentList,
  parseViewAsChoice,
  userTypeLabel,
  VIEW_AS_TYPES,
  VIEW_AS_WARNING,
} from '../../web/src/relay/viewAsChoice';
import { BACKEND_HEADER, choiceHeaders, VIEW_AS_HEADER } from '../../web/src/relay/choiceHeaders';

const staff = {
  userType: 'staff' as const,
  id: 'S9',
  corporatePermissions: [],
  internal: false,
  staffAgents: ['A1001'],
};

describe('view as user (AUTH-018..022, decision D-19)', () => {
  it('AUTH-018: the types offered are agent, agent team member, corporate employee and provider staff', () => {
    expect(VIEW_AS_TYPES.map((t) => t.label)).toEqual([
      'agent',
      'agent team member',
      'corporate employee',
      'provider staff',
    ]);
    expect(userTypeLabel('staff')).toBe('agent team member');
  });

  it('AUTH-021: the warning text', () => {
    expect(VIEW_AS_WARNING).toBe('Your permissions may be temporarily lost until you reload the page.');
  });

  it('AUTH-020: the form becomes the X-View-As JSON, granted agents split on commas', () => {
    const result = choiceFromForm({ id: ' S9 ', userType: 'staff', corporatePermissions: [], internal: false, staffAgents: 'A1001, ,A1001' });
    expect(result).toEqual({ choice: staff });
    expect(JSON.parse(decodeURIComponent(encodeViewAs(staff)))).toEqual(staff);
    expect(choiceFromForm({ ...formFromChoice(null), id: '  ' })).toEqual({ error: ID_REQUIRED });
  });

  it('a stored choice is read back; a damaged one is ignored', () => {
    expect(parseViewAsChoice(JSON.stringify(staff))).toEqual(staff);
    expect(parseViewAsChoice(JSON.stringify({ ...staff, corporatePermissions: ['qlp', 'bogus'] }))?.corporatePermissions).toEqual(['qlp']);
    expect(parseViewAsChoice('{')).toBeNull();
    expect(parseViewAsChoice(JSON.stringify({ ...staff, userType: 'boss' }))).toBeNull();
    expect(formFromChoice(staff).staffAgents).toBe('A1001');
    expect(parseAgentList('')).toEqual([]);
  });

  it('the network layer sends the backend and the URI-encoded view-as choice as headers', () => {
    expect(choiceHeaders(null, null)).toEqual({});
    expect(choiceHeaders('local', staff)).toEqual({ [BACKEND_HEADER]: 'local', [VIEW_AS_HEADER]: encodeViewAs(staff) });
  });
});
