import { franc } from 'franc-min';
import { wordsOf } from './spelling';

/** Below this many letters a language detector guesses; such texts are taken as English (decision D-102). */
const MIN_LETTERS_TO_JUDGE = 60;

/** VALID-051: true when the text is long enough to judge and reads as another language than English. */
export function isNonEnglish(text: string): boolean {
  // Judged on the words only: numbers, acronyms, URLs and addresses say nothing about the language.
  const words = wordsOf(text).join(' ');
  const letters = words.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS_TO_JUDGE) return false;
  const language = franc(words);
  return language !== 'eng' && language !== 'und';
}
