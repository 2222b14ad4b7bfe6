/** The colour modes the portal offers (SHELL-004). */
export type ColorMode = 'light' | 'dark';

/** The Chakra token of the page background in dark mode against production (SHELL-007). */
const PRODUCTION_DARK_BACKGROUND = 'red.900';
const DEFAULT_BACKGROUND = 'bg';

/** SHELL-007: dark mode against production turns the page red, so nobody mistakes it for a test system. */
export function showsProductionWarning(mode: ColorMode, production: boolean): boolean {
  return mode === 'dark' && production;
}

export function pageBackground(mode: ColorMode, production: boolean): string {
  return showsProductionWarning(mode, production) ? PRODUCTION_DARK_BACKGROUND : DEFAULT_BACKGROUND;
}
