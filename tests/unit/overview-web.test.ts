import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type SessionUser } from '@portal/rules';
import { headerHomePath } from '../../web/src/shell/headerHome';
import { navItemsFor, overviewNavItems } from '../../web/src/shell/navItems';

const user = (fields: Partial<SessionUser>): SessionUser => ({ ...ANONYMOUS, authenticated: true, ...fields });
const carol = user({ userType: 'corp', corporatePermissions: ['calltracking', 'qlp', 'queue', 'm1stats'] });

describe('overview in the shell (SHELL-003, SHELL-014, D-20)', () => {
  it('SHELL-003: the header home link of a corporate employee is the overview', () => {
    expect(headerHomePath({ ...carol, homePath: '/employees/E3001/' })).toBe('/overview/');
  });

  it('ROUTE-047..055: on overview pages the drawer lists the landing and only the sub-pages the viewer may open', () => {
    expect(navItemsFor(undefined, null, { pathname: '/overview/qlp/', user: carol })).toEqual([
      { label: 'Overview', to: '/overview/', end: true },
      { label: 'Call tracking', to: '/overview/calltracking/' },
      { label: 'Agent Quote Landing Page stats', to: '/overview/qlp/' },
      { label: 'Approval Queue', to: '/overview/queue/' },
      { label: 'M1 stats', to: '/overview/stats/' },
    ]);
    const nora = user({ userType: 'corp', corporatePermissions: [] });
    expect(overviewNavItems({ pathname: '/overview/', user: nora })).toEqual([{ label: 'Overview', to: '/overview/', end: true }]);
    const jdoe = user({ userType: 'mirus', internal: true });
    const items = navItemsFor(undefined, '/mirus/jdoe/', { pathname: '/overview/', user: jdoe });
    expect(items).toHaveLength(9);
    expect(items.at(-1)).toEqual({ label: 'Home', to: '/mirus/jdoe/' });
  });

  it('elsewhere, or for other user types, there are no overview links', () => {
    expect(overviewNavItems({ pathname: '/employees/E3001/', user: carol })).toEqual([]);
    expect(overviewNavItems({ pathname: '/overview/', user: user({ userType: 'agent', associateId: 'A1' }) })).toEqual([]);
    expect(navItemsFor('A1001', null, { pathname: '/agents/A1001/dashboard/', user: carol })).toHaveLength(10);
  });
});
