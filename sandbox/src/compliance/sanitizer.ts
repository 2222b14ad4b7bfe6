import { digitsOf, passesLuhn } from './text';

/** Terms that make a text protected health information when published about a person (HIPAA's spirit). */
const MEDICAL_TERMS = [
  'diagnosis',
  'diagnosed',
  'HIV',
  'diabetes',
  'diabetic',
  'prescription',
  'prescriptions',
  'medication',
  'medications',
  'chemotherapy',
  'pregnant',
  'depression',
  'hepatitis',
  'dementia',
  "Alzheimer's",
  'blood pressure',
  'medical record',
  'medical records',
  'medical history',
  'mental illness',
  'pre-existing condition',
];

interface Finding {
  text: string;
  offset: number;
}

const all = (text: string, regex: RegExp, keep: (m: RegExpMatchArray) => boolean = () => true): Finding[] =>
  [...text.matchAll(regex)].filter(keep).map((m) => ({ text: m[0], offset: m.index ?? 0 }));

/** US SSN ###-##-####; area 000, 666 and 9xx, group 00 and serial 0000 are never issued. */
const SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])/g;
/** A labelled SSN written without dashes. */
const SSN_LABELLED = /\b(?:SSN|social\s+security(?:\s+(?:number|no\.?|#))?)\s*[:#]?\s*\d{9}\b/gi;
/** US TIN/EIN ##-#######; the prefix 00 is never assigned. */
const EIN = /(?<![\d-])(?!00)\d{2}-\d{7}(?![\d-])/g;
/** Canadian SIN ### ### ### (spaces or dashes), checked with Luhn; none starts with 0 or 8. */
const SIN = /(?<!\d[ -]?)[1-79]\d{2}([ -])\d{3}\1\d{3}(?![ -]?\d)/g;
/**
 * A driver's licence: a state-style number (1-2 letters and 4-14 digits, or 7-9 digits) right after the words
 * driver's license, driving licence or DL. "License #0G12345" alone is an agent's insurance licence and stays.
 */
const DRIVERS_LICENSE =
  /\b(?:driver['’]?s?\s+licen[cs]e|driving\s+licen[cs]e|DL)\b(?:\s+(?:number|no\.?))?\s*[:#]?\s*(?:[A-Z]{1,2}[- ]?\d{4,14}|\d{7,9})\b/gi;
/** A financial account: 8-17 digits after account, acct or routing (a/c). */
const ACCOUNT = /\b(?:account|acct|routing|a\/c)\b(?:\s+(?:number|no\.?|#))?\s*[:#]?\s*\d(?:[ -]?\d){7,16}\b/gi;
/** A card number: 13-19 digits, optionally grouped by spaces or dashes, passing Luhn. */
const CARD = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// HIV is matched in capitals only; every other term in any case.
const MEDICAL = MEDICAL_TERMS.map((term) =>
  term === term.toUpperCase()
    ? new RegExp(`(?<![\\p{L}])${escape(term)}(?![\\p{L}])`, 'gu')
    : new RegExp(`(?<![\\p{L}])${escape(term).replace(/'/g, "['’]").replace(/ /g, '\\s+')}(?![\\p{L}])`, 'giu'),
);

/**
 * The sanitizer: every disallowed string in the plain text (SSN, TIN, SIN, driver's licence, account and card
 * numbers, medical terms), in the order they appear, each once. Allowed terms never exempt these.
 */
export function findSensitive(text: string): string[] {
  const findings: Finding[] = [
    ...all(text, CARD, (m) => passesLuhn(digitsOf(m[0]))),
    ...all(text, SSN),
    ...all(text, SSN_LABELLED),
    ...all(text, EIN),
    ...all(text, SIN, (m) => passesLuhn(digitsOf(m[0]))),
    ...all(text, DRIVERS_LICENSE),
    ...all(text, ACCOUNT, (m) => digitsOf(m[0]).length >= 8 && digitsOf(m[0]).length <= 17),
    ...MEDICAL.flatMap((regex) => all(text, regex)),
  ];
  findings.sort((a, b) => a.offset - b.offset);
  return [...new Set(findings.map((f) => f.text))];
}
