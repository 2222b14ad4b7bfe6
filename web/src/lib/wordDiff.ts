import { diffWords } from 'diff';

/** One run of a word-by-word difference: words both texts have, or words only the new (added) or old (removed) has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The difference between what a change replaces and the change, word by word (issue #25): jsdiff's diffWords, which
 * compares words and punctuation and keeps the spacing of the new text.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/** "3 words added, 1 removed" for a summary line; "No difference" when the texts have the same words. */
export function diffSummary(parts: readonly DiffPart[]): string {
  const words = (kind: DiffPart['kind']) =>
    parts.filter((p) => p.kind === kind).reduce((n, p) => n + (p.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);
  const added = words('added');
  const removed = words('removed');
  if (added === 0 && removed === 0) return 'No difference in the words';
  const count = (n: number, what: string) => `${n} ${n === 1 ? 'word' : 'words'} ${what}`;
  return [added > 0 && count(added, 'added'), removed > 0 && count(removed, 'removed')].filter(Boolean).join(', ');
}
