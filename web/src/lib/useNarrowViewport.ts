import { NAV_COLLAPSE_BREAKPOINT_PX } from './layout';
import { useSyncExternalStore } from 'react';

const WIDE_QUERY = `(min-width: ${NAV_COLLAPSE_BREAKPOINT_PX}px)`;

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** CONST-018: true below 640px, where the navigation is collapsed. */
export function useNarrowViewport(): boolean {
  // Without a window (server rendering, unit tests) the wide layout is assumed.
  return useSyncExternalStore(subscribe, () => !window.matchMedia(WIDE_QUERY).matches, () => false);
}
