import { useEffect } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useMatches, useNavigation } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';

const RELEASE_DELAY_MS = 30_000;

/** Queries started by loaders; each is released once no rendered route uses it any more. */
const live = new Set<PreloadedQuery<OperationType>>();

export function trackQuery<T extends PreloadedQuery<OperationType>>(ref: T): T {
  live.add(ref);
  return ref;
}

function queryRefOf(data: unknown): unknown {
  return data && typeof data === 'object' && 'queryRef' in data ? data.queryRef : undefined;
}

/**
 * Releases the queries of pages that are gone. It runs in an effect, after React has committed the new
 * page, and waits a little longer: while a new page suspends, React keeps the old one mounted (hidden)
 * and may still render it with its query.
 */
export function useReleaseUnusedQueries(): void {
  const matches = useMatches();
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (!idle) return;
    const used = new Set(matches.map((m) => queryRefOf(m.data)));
    for (const ref of live) {
      if (!used.has(ref)) {
        live.delete(ref);
        setTimeout(() => ref.dispose(), RELEASE_DELAY_MS);
      }
    }
  }, [matches, idle]);
}
