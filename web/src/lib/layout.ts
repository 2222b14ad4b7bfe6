/** The frame's layout: where the navigation collapses, and the drawer's widths. */

export const NAV_COLLAPSE_BREAKPOINT_PX = 640; // CONST-018
export const DRAWER_WIDTHS = ['none', 'sm', 'md', 'lg', 'xl', 'full'] as const; // SHELL-017
export type DrawerWidth = (typeof DRAWER_WIDTHS)[number];
