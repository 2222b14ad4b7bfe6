import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  canOpenOverview,
  canOpenPath,
  canReadCorporateUser,
  CORPORATE_PERMISSIONS,
  isOverviewPageKey,
  OVERVIEW_PAGES,
  overviewPagesFor,
  overviewPath,
  type SessionUser,
} from '@portal/rules';

const user = (fields: Partial<SessionUser>): SessionUser => ({ ...ANONYMOUS, authenticated: true, ...fields });
const corp = (corporatePermissions: string[], identifier = 'E1') =>
  user({ userType: 'corp', corporatePermissions, userDetails: { identifier, email: null } });

describe('overview rules (OVERVIEW-001..012, D-46)', () => {
  it('OVERVIEW-012: the permission enum accepts m1editor, which opens the landing but no sub-page', () => {
    expect(CORPORATE_PERMISSIONS).toContain('m1editor');
    const editor = corp(['m1editor']);
    expect(canOpenOverview(editor, '')).toBe(true);
    expect(overviewPagesFor(editor)).toEqual([]);
    expect(canOpenPath(editor, '/overview/')).toBe('allow');
    expect(canOpenPath(editor, '/overview/stats/')).toBe('forbidden');
  });

  it('ROUTE-048..055: the pages in the order of seed 000 §2, with the spec titles and their paths', () => {
    expect(OVERVIEW_PAGES.map((p) => p.key)).toEqual(['calltracking', 'qlp', 'queue', 'stats', 'participation', 'departures', 'reports']);
    expect(OVERVIEW_PAGES.find((p) => p.key === 'qlp')?.title).toBe('Agent Quote Landing Page stats');
    expect(OVERVIEW_PAGES.find((p) => p.key === 'queue')?.title).toBe('Approval Queue');
    expect(overviewPath('stats')).toBe('/overview/stats/');
    expect(isOverviewPageKey('m1stats')).toBe(false);
    expect(isOverviewPageKey('queue')).toBe(true);
  });

  it('OVERVIEW-001..008: overviewPagesFor lists what the user may open (mirus all, corp by permission, others none)', () => {
    expect(overviewPagesFor(user({ userType: 'mirus', internal: true })).length).toBe(7);
    expect(overviewPagesFor(corp(['calltracking', 'qlp', 'queue', 'm1stats'])).map((p) => p.key)).toEqual([
      'calltracking',
      'qlp',
      'queue',
      'stats',
    ]);
    expect(overviewPagesFor(corp([]))).toEqual([]);
    expect(overviewPagesFor(user({ userType: 'agent', associateId: 'A1' }))).toEqual([]);
    expect(overviewPagesFor(ANONYMOUS)).toEqual([]);
    // Each page needs exactly its own permission (m1stats for stats/).
    for (const page of OVERVIEW_PAGES) {
      const permission = page.key === 'stats' ? 'm1stats' : page.key;
      expect(overviewPagesFor(corp([permission])).map((p) => p.key)).toEqual([page.key]);
    }
  });

  it('API-067 / D-46: a corporate employee reads their own record, provider staff any, nobody else', () => {
    expect(canReadCorporateUser(corp([], 'E1'), 'E1')).toBe(true);
    expect(canReadCorporateUser(corp([], 'E1'), 'E2')).toBe(false);
    expect(canReadCorporateUser(user({ userType: 'mirus', internal: true }), 'E2')).toBe(true);
    expect(canReadCorporateUser(user({ userType: 'staff', userDetails: { identifier: 'E1', email: null } }), 'E1')).toBe(false);
    expect(canReadCorporateUser(ANONYMOUS, 'E1')).toBe(false);
  });
});
