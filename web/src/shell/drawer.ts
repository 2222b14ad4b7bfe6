import { type DrawerWidth, NAV_COLLAPSE_BREAKPOINT_PX } from '../lib/layout';

export type { DrawerWidth };

/** The widths a person can pick on a wide screen; none is "collapsed" and full is for narrow screens (decision D-20). */
export const RESIZABLE_WIDTHS = ['sm', 'md', 'lg', 'xl'] as const satisfies readonly DrawerWidth[];
export type ResizableWidth = (typeof RESIZABLE_WIDTHS)[number];

/** What the drawer remembers between visits (localStorage, decision D-20). */
export interface DrawerPrefs {
  open: boolean;
  width: ResizableWidth;
}

export const DRAWER_STORAGE_KEY = 'portal.drawer';
export const DEFAULT_DRAWER_PREFS: DrawerPrefs = { open: true, width: 'md' };

/** The CSS width of each drawer width. */
export const DRAWER_CSS_WIDTHS: Record<DrawerWidth, string> = {
  none: '0',
  sm: '12rem',
  md: '16rem',
  lg: '20rem',
  xl: '24rem',
  full: '100%',
};

function isResizable(value: unknown): value is ResizableWidth {
  return typeof value === 'string' && (RESIZABLE_WIDTHS as readonly string[]).includes(value);
}

/** Stored preferences, or the defaults when there are none or they cannot be read. */
export function parseDrawerPrefs(raw: string | null | undefined): DrawerPrefs {
  if (!raw) return DEFAULT_DRAWER_PREFS;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return DEFAULT_DRAWER_PREFS;
    const v = value as Record<string, unknown>;
    return {
      open: typeof v.open === 'boolean' ? v.open : DEFAULT_DRAWER_PREFS.open,
      width: isResizable(v.width) ? v.width : DEFAULT_DRAWER_PREFS.width,
    };
  } catch {
    return DEFAULT_DRAWER_PREFS;
  }
}

/** CONST-018: below 640px the navigation is collapsed. */
export function isNarrowViewport(widthPx: number): boolean {
  return widthPx < NAV_COLLAPSE_BREAKPOINT_PX;
}

/**
 * SHELL-018: on a narrow screen the drawer is hidden or covers the full width; the wide-screen preferences
 * do not apply there.
 */
export function drawerWidth(prefs: DrawerPrefs, narrow: boolean, narrowOpen: boolean): DrawerWidth {
  if (narrow) return narrowOpen ? 'full' : 'none';
  return prefs.open ? prefs.width : 'none';
}

function step(width: ResizableWidth, by: 1 | -1): ResizableWidth {
  const index = RESIZABLE_WIDTHS.indexOf(width) + by;
  return RESIZABLE_WIDTHS[Math.min(RESIZABLE_WIDTHS.length - 1, Math.max(0, index))];
}

export function widerWidth(width: ResizableWidth): ResizableWidth {
  return step(width, 1);
}

export function narrowerWidth(width: ResizableWidth): ResizableWidth {
  return step(width, -1);
}
