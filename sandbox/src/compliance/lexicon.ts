/** One prohibited or risky phrase of insurance marketing: its words, or a pattern for a family of phrases. */
interface LexiconEntry {
  term: string;
  category: string;
  /** prohibited: the text is rejected; risky: it needs a reviewer (decision D-102). */
  severity: 'prohibited' | 'risky';
  /** A regular expression source (case-insensitive) when the words alone do not say it, e.g. "save 30%". */
  pattern?: string;
}

const prohibited = (category: string, ...terms: string[]): LexiconEntry[] =>
  terms.map((term) => ({ term, category, severity: 'prohibited' }));
const risky = (category: string, ...terms: string[]): LexiconEntry[] =>
  terms.map((term) => ({ term, category, severity: 'risky' }));

/**
 * The vendor's lexicon: what state insurance regulators (unfair trade practices acts, rebating and advertising
 * rules) and carriers' marketing guidelines refuse or send to review.
 */
const LEXICON: readonly LexiconEntry[] = [
  ...prohibited(
    'guarantees',
    'guaranteed savings',
    'guarantee the lowest',
    'guaranteed lowest',
    'guaranteed approval',
    'guaranteed to save',
    'we guarantee',
    'lowest price guaranteed',
    'never pay more',
    'you will save',
  ),
  { term: 'save N%', category: 'guarantees', severity: 'prohibited', pattern: 'save\\s+(?:up\\s+to\\s+)?\\d{1,3}(?:\\.\\d+)?\\s?%' },
  ...risky(
    'superlatives',
    'best rates',
    'best rate',
    'best price',
    'best prices',
    'cheapest',
    'lowest rates',
    'lowest premiums',
    'number one insurer',
    'top-rated',
    'unbeatable',
  ),
  { term: '#1 insurer', category: 'superlatives', severity: 'risky', pattern: '#\\s?1\\s+(?:insurer|insurance\\s+company|insurance\\s+agency|agency|agent)' },
  ...prohibited('risk_free', 'risk-free', 'risk free', 'no risk', 'free insurance'),
  ...prohibited('rebating', 'cash back for signing', 'cash back', 'kickback', 'free gift with every policy'),
  { term: 'rebate', category: 'rebating', severity: 'prohibited', pattern: 'rebates?' },
  ...prohibited(
    'licensing',
    'licensed in all 50 states',
    'government approved',
    'government-approved',
    'endorsed by the government',
    'approved by the state',
    'federally insured',
    'official medicare',
  ),
  ...risky('pressure', 'act now', 'limited time only', "don't wait", 'last chance', "before it's too late", 'offer expires today'),
];

export interface LexiconHit {
  phrase: string;
  term: string;
  category: string;
  severity: 'prohibited' | 'risky';
  offset: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words may be split by any run of spaces; a curly apostrophe counts as a straight one. */
const sourceOf = (entry: LexiconEntry) =>
  entry.pattern ?? escape(entry.term).replace(/ /g, '\\s+').replace(/'/g, "['’]");
// Word boundaries that work next to "#", "%" and hyphens: no letter or digit directly before or after.
const MATCHERS = LEXICON.map((entry) => ({
  entry,
  regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:${sourceOf(entry)})(?![\\p{L}\\p{N}])`, 'giu'),
}));

/**
 * Every lexicon phrase in the plain text, case-insensitive on word boundaries. Where phrases overlap the longest
 * wins ("cash back for signing", not also "cash back"). A phrase is exempt when an allowed term is exactly its text
 * as written or its lexicon entry: exact strings, so " best rates" (with a space) does not exempt "best rates".
 */
export function findLexiconHits(text: string, allowedTerms: readonly string[]): LexiconHit[] {
  const allowed = new Set(allowedTerms);
  const found: LexiconHit[] = [];
  for (const { entry, regex } of MATCHERS) {
    for (const match of text.matchAll(regex)) {
      found.push({ phrase: match[0], term: entry.term, category: entry.category, severity: entry.severity, offset: match.index });
    }
  }
  found.sort((a, b) => a.offset - b.offset || b.phrase.length - a.phrase.length);
  const kept: LexiconHit[] = [];
  let end = -1;
  for (const hit of found) {
    if (hit.offset < end) continue;
    kept.push(hit);
    end = hit.offset + hit.phrase.length;
  }
  return kept.filter((hit) => !allowed.has(hit.phrase) && !allowed.has(hit.term));
}
