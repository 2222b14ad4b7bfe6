import { DRAWER_WIDTHS, NAV_COLLAPSE_BREAKPOINT_PX } from '../../web/src/lib/layout';
import { PRODUCT_NAME } from '../../web/src/lib/portalFacts';
import { VERSION_CHECK_INTERVAL_MS } from '../../web/src/lib/timings';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../web/src/shell/documentTitle';
import {
  DEFAULT_DRAWER_PREFS,
  drawerWidth,
  isNarrowViewport,
  narrowerWidth,
  parseDrawerPrefs,
  widerWidth,
} from '../../web/src/shell/drawer';
import { headerHomePath } from '../../web/src/shell/headerHome';
import { navItemsFor } from '../../web/src/shell/navItems';
import { isTextEntry, shortcutFor } from '../../web/src/shell/shortcuts';
import { visibleNotifications } from '../../web/src/shell/siteNotifications';
import { pageBackground, showsProductionWarning } from '../../web/src/theme/pageBackground';

const key = (k: string, extra: Partial<Parameters<typeof shortcutFor>[0]> = {}) => ({ key: k, shiftKey: true, ...extra });

describe('drawer (SHELL-015..018, CONST-018)', () => {
  it('SHELL-017: the width enum is exactly none, sm, md, lg, xl, full', () => {
    expect([...DRAWER_WIDTHS]).toEqual(['none', 'sm', 'md', 'lg', 'xl', 'full']);
  });

  it('CONST-018: the collapse breakpoint is 640px; 639 is narrow and 640 is not', () => {
    expect(NAV_COLLAPSE_BREAKPOINT_PX).toBe(640);
    expect(isNarrowViewport(639)).toBe(true);
    expect(isNarrowViewport(640)).toBe(false);
  });

  it('D-20: the drawer opens at md by default and remembers open and width', () => {
    expect(DEFAULT_DRAWER_PREFS).toEqual({ open: true, width: 'md' });
    expect(parseDrawerPrefs(null)).toEqual(DEFAULT_DRAWER_PREFS);
    expect(parseDrawerPrefs('{"open":false,"width":"xl"}')).toEqual({ open: false, width: 'xl' });
    expect(parseDrawerPrefs('{"open":"yes","width":"full"}')).toEqual(DEFAULT_DRAWER_PREFS);
    expect(parseDrawerPrefs('not json')).toEqual(DEFAULT_DRAWER_PREFS);
  });

  it('SHELL-015: on a wide screen the drawer is its width when open and none when collapsed', () => {
    expect(drawerWidth({ open: true, width: 'lg' }, false, false)).toBe('lg');
    expect(drawerWidth({ open: false, width: 'lg' }, false, true)).toBe('none');
  });

  it('SHELL-018: on a narrow screen the drawer is only none or full, whatever the preferences say', () => {
    expect(drawerWidth({ open: true, width: 'md' }, true, false)).toBe('none');
    expect(drawerWidth({ open: false, width: 'md' }, true, true)).toBe('full');
  });

  it('wider and narrower stay within sm..xl', () => {
    expect(widerWidth('md')).toBe('lg');
    expect(widerWidth('xl')).toBe('xl');
    expect(narrowerWidth('md')).toBe('sm');
    expect(narrowerWidth('sm')).toBe('sm');
  });
});

describe('shortcuts (SHELL-005, SHELL-006, SHELL-016)', () => {
  it('SHELL-005: Shift+D toggles dark mode; D without Shift or with Ctrl does not', () => {
    expect(shortcutFor(key('D'))).toBe('toggle-dark-mode');
    expect(shortcutFor(key('d', { shiftKey: false, code: 'KeyD' }))).toBeNull();
    expect(shortcutFor(key('D', { ctrlKey: true }))).toBeNull();
  });

  it('SHELL-016: Shift+"." toggles the drawer, as ">" or as the Period key with Shift', () => {
    expect(shortcutFor(key('>'))).toBe('toggle-drawer');
    expect(shortcutFor(key(':', { code: 'Period' }))).toBe('toggle-drawer');
    expect(shortcutFor(key('.', { shiftKey: false, code: 'Period' }))).toBeNull();
  });

  it('SHELL-006: text inputs, textareas, selects and contenteditable keep their keys; buttons and checkboxes do not', () => {
    expect(isTextEntry({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTextEntry({ tagName: 'input' })).toBe(true);
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntry({ tagName: 'SELECT' })).toBe(true);
    expect(isTextEntry({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextEntry({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('theme (SHELL-007)', () => {
  it('SHELL-007: theme(dark, production) gives a red background; dark elsewhere and light do not', () => {
    expect(pageBackground('dark', true)).toBe('red.900');
    expect(pageBackground('dark', false)).toBe('bg');
    expect(pageBackground('light', true)).toBe('bg');
    expect(showsProductionWarning('dark', true)).toBe(true);
    expect(showsProductionWarning('light', true)).toBe(false);
  });
});

describe('header home link (SHELL-003, decision D-20)', () => {
  const user = (userType: 'mirus' | 'staff' | 'corp' | 'agent' | 'unknown', homePath: string) => ({
    authenticated: true,
    userType,
    homePath,
  });

  it('SHELL-003: corp goes to the overview, an agent to the dashboard, everyone else to /', () => {
    expect(headerHomePath(user('corp', '/employees/E3001/'))).toBe('/overview/');
    expect(headerHomePath(user('agent', '/agents/A1001/dashboard/'))).toBe('/agents/A1001/dashboard/');
    expect(headerHomePath(user('mirus', '/mirus/jdoe/'))).toBe('/');
    expect(headerHomePath(user('staff', '/atms/S2001/'))).toBe('/');
    expect(headerHomePath({ authenticated: false, userType: null, homePath: '/login/' })).toBe('/');
  });
});

describe('navigation items (SHELL-014)', () => {
  it('the agent area lists the pages of that agent in the order of seed 000 §2; provider staff also get Home', () => {
    expect(navItemsFor('A1001', null).map((i) => i.to)).toEqual(
      ['dashboard', 'domains', 'emails', 'campaigns', 'calltracking', 'appointment-scheduler', 'pricing', 'payment', 'billing', 'team'].map(
        (p) => `/agents/A1001/${p}/`,
      ),
    );
    expect(navItemsFor(undefined, '/mirus/jdoe/')).toEqual([{ label: 'Home', to: '/mirus/jdoe/' }]);
  });
});

describe('document title (SHELL-013)', () => {
  it('SHELL-013: the deepest title wins, a function title gets the params, and no title gives the product name', () => {
    expect(documentTitle([{ params: {} }, { title: 'Dashboard', params: {} }])).toBe('Dashboard');
    expect(documentTitle([{ title: (p) => `Agent ${p.agentID}`, params: { agentID: 'A1' } }])).toBe('Agent A1');
    expect(documentTitle([{ params: {} }])).toBe(PRODUCT_NAME);
  });
});

describe('site notifications (SHELL-030, SHELL-031)', () => {
  const n = (id: string, active: boolean, showDashboard: boolean, showMxeditor: boolean) => ({
    id,
    active,
    showDashboard,
    showMxeditor,
  });
  const list = [n('1', true, true, false), n('2', true, false, true), n('3', false, true, true), n('4', true, true, true)];

  it('SHELL-031: the dashboard shows active dashboard notifications, the editor active editor ones', () => {
    expect(visibleNotifications(list, 'dashboard', new Set()).map((x) => x.id)).toEqual(['1', '4']);
    expect(visibleNotifications(list, 'mxeditor', new Set()).map((x) => x.id)).toEqual(['2', '4']);
    expect(visibleNotifications(list, null, new Set())).toEqual([]);
  });

  it('a dismissed notification is not shown again in the session', () => {
    expect(visibleNotifications(list, 'dashboard', new Set(['1'])).map((x) => x.id)).toEqual(['4']);
  });
});

describe('the frame\'s constants', () => {
  it('CONST-001: the version check runs every 5 minutes', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300000);
  });
  it('CONST-018: navigation collapses below 640px', () => {
    expect(NAV_COLLAPSE_BREAKPOINT_PX).toBe(640);
  });
  it('SHELL-017: drawer widths are none, sm, md, lg, xl, full', () => {
    expect([...DRAWER_WIDTHS]).toEqual(['none', 'sm', 'md', 'lg', 'xl', 'full']);
  });
});
