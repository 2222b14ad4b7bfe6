import { useTheme } from 'next-themes';
import { useCallback } from 'react';
import { useHydrated } from '../lib/useHydrated';
import type { ColorMode } from './pageBackground';

/**
 * The colour mode in use (the saved one, else the system's) and a switch between light and dark. A server-rendered
 * page is hydrated as light (the server cannot read the browser's choice; index.html's class paints the right colours
 * before that), and the saved mode follows in the next render.
 */
export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const { resolvedTheme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const mode: ColorMode = hydrated && resolvedTheme === 'dark' ? 'dark' : 'light';
  const toggle = useCallback(() => setTheme(mode === 'dark' ? 'light' : 'dark'), [mode, setTheme]);
  return { mode, toggle };
}
