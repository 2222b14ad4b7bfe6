import { useCallback, useState } from 'react';
import {
  DRAWER_STORAGE_KEY,
  drawerWidth,
  narrowerWidth,
  parseDrawerPrefs,
  RESIZABLE_WIDTHS,
  widerWidth,
  type DrawerPrefs,
  type DrawerWidth,
} from './drawer';
import { useNarrowViewport } from '../lib/useNarrowViewport';

function readPrefs(): DrawerPrefs {
  try {
    return parseDrawerPrefs(window.localStorage.getItem(DRAWER_STORAGE_KEY));
  } catch {
    return parseDrawerPrefs(null);
  }
}

function writePrefs(prefs: DrawerPrefs): void {
  try {
    window.localStorage.setItem(DRAWER_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Storage disabled: the choice lasts until the page reloads.
  }
}

export interface DrawerControl {
  width: DrawerWidth;
  open: boolean;
  narrow: boolean;
  toggle(): void;
  close(): void;
  wider(): void;
  narrower(): void;
  canWiden: boolean;
  canNarrow: boolean;
}

/** SHELL-015..018: the drawer's width, remembered on wide screens; narrow screens start collapsed. */
export function useDrawer(): DrawerControl {
  const narrow = useNarrowViewport();
  const [prefs, setPrefs] = useState(readPrefs);
  const [narrowOpen, setNarrowOpen] = useState(false);

  const save = useCallback((next: DrawerPrefs) => {
    setPrefs(next);
    writePrefs(next);
  }, []);

  const width = drawerWidth(prefs, narrow, narrowOpen);
  return {
    width,
    open: width !== 'none',
    narrow,
    toggle: () => (narrow ? setNarrowOpen((o) => !o) : save({ ...prefs, open: !prefs.open })),
    close: () => (narrow ? setNarrowOpen(false) : save({ ...prefs, open: false })),
    wider: () => save({ ...prefs, width: widerWidth(prefs.width) }),
    narrower: () => save({ ...prefs, width: narrowerWidth(prefs.width) }),
    canWiden: prefs.width !== RESIZABLE_WIDTHS.at(-1),
    canNarrow: prefs.width !== RESIZABLE_WIDTHS[0],
  };
}
