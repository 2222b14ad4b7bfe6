import type NSpell from 'nspell';

/** Words of the trade the English dictionary lacks (lower case). */
const TRADE_WORDS = [
  'microsite',
  'microsites',
  'homeowners',
  'renters',
  'rideshare',
  'telematics',
  'medigap',
  'deductibles',
  'insurtech',
  'condo',
  'condos',
  'ecommerce',
  'website',
  'websites',
  'online',
  'email',
  'emails',
];

let speller: Promise<NSpell> | undefined;

/**
 * The Hunspell dictionary is read once per process, on the first check or at start (`warmUpSpelling`): building it is
 * seconds of CPU that block the process, the embedded sandbox's gateway included.
 */
function loadSpeller(): Promise<NSpell> {
  speller ??= (async () => {
    const [{ default: nspell }, { default: dictionary }] = await Promise.all([import('nspell'), import('dictionary-en')]);
    // dictionary-en reads its files as Uint8Arrays; nspell's types want Buffers, which they are underneath.
    const checker = nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
    for (const word of TRADE_WORDS) checker.add(word);
    return checker;
  })();
  return speller;
}

/** Reads the dictionary now, so that no check waits for it (a server a person or a test suite uses, decision D-146). */
export async function warmUpSpelling(): Promise<void> {
  await loadSpeller();
}

const MAX_WORDS = 25;
const MAX_SUGGESTIONS = 5;
/** Suggestions are the slow part (long words most): past this budget the rest only "may be misspelled". */
const SUGGESTION_BUDGET_MS = 600;
const MAX_SUGGESTED_LENGTH = 20;

/** URLs, e-mail addresses and domain names are not words. */
const NOT_WORDS = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:\/\S*)?/gi;

/** The words to check: letters and apostrophes; not numbers or words with digits, not ALL-CAPS acronyms. */
export function wordsOf(text: string): string[] {
  const tokens = text.replace(NOT_WORDS, ' ').match(/[\p{L}\p{N}'’]+/gu) ?? [];
  return tokens
    .map((t) => t.replace(/’/g, "'").replace(/^'+|'+$/g, ''))
    .filter((t) => t.length > 1 && !/\d/.test(t) && t !== t.toUpperCase());
}

/** Unknown words with the dictionary's suggestions, each word once; allowed terms are never misspelled. */
export async function findMisspellings(
  text: string,
  allowedTerms: readonly string[],
): Promise<{ origWord: string; suggestions: string[] }[]> {
  const checker = await loadSpeller();
  const allowed = new Set(allowedTerms);
  const seen = new Set<string>();
  const result: { origWord: string; suggestions: string[] }[] = [];
  const deadline = Date.now() + SUGGESTION_BUDGET_MS;
  for (const word of wordsOf(text)) {
    if (seen.has(word) || allowed.has(word)) continue;
    seen.add(word);
    if (checker.correct(word) || checker.correct(word.toLowerCase())) continue;
    const suggest = word.length <= MAX_SUGGESTED_LENGTH && Date.now() < deadline;
    result.push({ origWord: word, suggestions: suggest ? checker.suggest(word).slice(0, MAX_SUGGESTIONS) : [] });
    if (result.length >= MAX_WORDS) break;
  }
  return result;
}
