/** The frame's layout: where the navigation collapses, and the drawer's widths. */

export const NAV_COLLAPSE_BREAKPOINT_PX = 640; // CONST-018
/**
 * CONST-018 as a CSS condition (Chakra's sm breakpoint is 480 px): what the frame lays out by it is right in the
 * server's HTML too, before the browser's width is known to React (decision D-248).
 */
export const WIDE_LAYOUT_MEDIA = `@media screen and (min-width: ${NAV_COLLAPSE_BREAKPOINT_PX}px)`;
export const DRAWER_WIDTHS = ['none', 'sm', 'md', 'lg', 'xl', 'full'] as const; // SHELL-017
export type DrawerWidth = (typeof DRAWER_WIDTHS)[number];
