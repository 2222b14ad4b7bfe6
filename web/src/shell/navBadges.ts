import { useSyncExternalStore } from 'react';

/**
 * Numbers beside the drawer's links (issue #25, decision D-175: the approval queue's count in the overview's navigation), by the
 * link's path. A page that knows a number publishes it with its own data; the drawer only reads them.
 */
let counts: ReadonlyMap<string, number> = new Map();
const listeners = new Set<() => void>();

export function setNavCount(path: string, count: number | null): void {
  if ((count ?? undefined) === counts.get(path)) return;
  const next = new Map(counts);
  if (count === null) next.delete(path);
  else next.set(path, count);
  counts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavCounts(): ReadonlyMap<string, number> {
  return useSyncExternalStore(subscribe, () => counts);
}
