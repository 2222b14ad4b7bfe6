import { useTheme } from 'next-themes';
import { useCallback } from 'react';
import type { ColorMode } from './pageBackground';

/** The colour mode in use (the saved one, else the system's) and a switch between light and dark. */
export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const { resolvedTheme, setTheme } = useTheme();
  const mode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  const toggle = useCallback(() => setTheme(mode === 'dark' ? 'light' : 'dark'), [mode, setTheme]);
  return { mode, toggle };
}
