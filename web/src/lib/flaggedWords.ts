import { COMPLIANCE_MESSAGES } from '@portal/rules';

/** What a compliance check says about a word or phrase of a text (ERR-098). */
type FlagKind = 'reword' | 'notAllowed' | 'spelling';

/** A phrase the compliance check flagged, with the hint a reader gets for it. */
export interface Flag {
  phrase: string;
  kind: FlagKind;
  hint: string;
}

/** The parts of a check's answer that name words (the gateway's ComplianceCheck). */
export interface FlaggingResult {
  readonly violations: readonly { readonly text: string; readonly phrases?: readonly string[]; readonly categoryLabel: string }[];
  readonly sanitizer: readonly string[];
  readonly spelling: readonly { readonly word: string; readonly suggestions: readonly string[] }[];
}

/** ERR-098's hint of a misspelling: "Did you mean... family, families" or "Word may be misspelled". */
export function spellingHint(suggestions: readonly string[]): string {
  return suggestions.length > 0 ? `${COMPLIANCE_MESSAGES.didYouMean} ${suggestions.join(', ')}` : COMPLIANCE_MESSAGES.mayBeMisspelled;
}

/** Every flagged phrase of a check (issue #25): words to reword, text that is not allowed, then possible misspellings. */
export function flagsOf(result: FlaggingResult | null | undefined): Flag[] {
  if (!result) return [];
  return [
    ...result.violations.flatMap((v) =>
      (v.phrases && v.phrases.length > 0 ? v.phrases : [v.text]).map((phrase) => ({ phrase, kind: 'reword' as const, hint: v.categoryLabel })),
    ),
    ...result.sanitizer.map((phrase) => ({ phrase, kind: 'notAllowed' as const, hint: COMPLIANCE_MESSAGES.notAllowed })),
    ...result.spelling.map((s) => ({ phrase: s.word, kind: 'spelling' as const, hint: spellingHint(s.suggestions) })),
  ];
}

/** A flagged phrase found in a text: [from, to) in its characters. */
export interface FlagRange {
  from: number;
  to: number;
  flag: Flag;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the flagged phrases stand in a text: each occurrence, whole words only, ignoring case; where two overlap the
 * one found first (compliance before spelling) wins.
 */
export function findFlags(text: string, flags: readonly Flag[]): FlagRange[] {
  const ranges: FlagRange[] = [];
  for (const flag of flags) {
    if (flag.phrase.trim() === '') continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(flag.phrase)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const match of text.matchAll(pattern)) {
      const from = match.index;
      const to = from + match[0].length;
      if (!ranges.some((r) => from < r.to && to > r.from)) ranges.push({ from, to, flag });
    }
  }
  return ranges.sort((a, b) => a.from - b.from);
}
