import { STAFF_PERMISSIONS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { grantedAfterToggle, shownGrants } from '../../web/src/team/grants';

const grants = STAFF_PERMISSIONS.map((p) => ({ key: p.key, granted: p.key !== 'billing' && p.key !== 'calltracking' }));

describe('team permission switches', () => {
  it('TEAM-003: turning one switch on sends every granted key plus that one', () => {
    expect(grantedAfterToggle(grants, 'calltracking', true)).toEqual([
      'domains',
      'emails',
      'scheduler',
      'calltracking',
      'stats',
      'editor',
    ]);
  });

  it('TEAM-003: turning one switch off leaves the others as they were', () => {
    expect(grantedAfterToggle(grants, 'domains', false)).toEqual(['emails', 'scheduler', 'stats', 'editor']);
  });

  it('TEAM-001: while a save runs the switches show the pending grants, else the saved ones', () => {
    expect(shownGrants(grants, ['billing']).filter((g) => g.granted).map((g) => g.key)).toEqual(['billing']);
    expect(shownGrants(grants, undefined)).toEqual(grants);
  });
});
