import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a server-rendered page (and on the server), true in every render after that and in a
 * page the browser rendered itself. What only the browser knows (the saved colour mode) waits for it, so the first
 * render matches the server's HTML and the real value follows in the next (decision D-248).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
