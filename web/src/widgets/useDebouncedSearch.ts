import { SEARCH_DEBOUNCE_MS } from '../lib/timings';
import { useEffect, useState } from 'react';

/** What a search returns: something that delivers results once and can be cancelled (a Relay observable fits). */
export interface Searchable<T> {
  subscribe(observer: { next(value: T): void; error(error: unknown): void; complete(): void }): { unsubscribe(): void };
}

/**
 * CONST-021: runs `search` SEARCH_DEBOUNCE_MS after the last change of `text` (trimmed, non-empty); a newer text
 * cancels the older search. results is null before the first search.
 */
export function useDebouncedSearch<T>(
  text: string,
  search: (text: string) => Searchable<readonly T[]>,
  delayMs = SEARCH_DEBOUNCE_MS,
): { results: readonly T[] | null; searching: boolean } {
  const [results, setResults] = useState<readonly T[] | null>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied box clears the last search at once
      setResults(null);
      setSearching(false);
      return;
    }
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      setSearching(true);
      subscription = search(q).subscribe({
        next: setResults,
        // The caller's failure text is in the alert bar already.
        error: () => {
          setResults([]);
          setSearching(false);
        },
        complete: () => setSearching(false),
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
    // search is a module-level function in every caller; a new identity must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, delayMs]);

  return { results, searching };
}
