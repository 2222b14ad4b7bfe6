import { GLOSSARY_PROGRESS_DONE } from '../lib/glossaryDisplay';

/**
 * GLOSS-006, CONST-042 (decision D-103): the keywords arrive in one answer, so the percentage shown while they load is
 * an estimate that closes in on 95 and never passes it; it becomes 100 only when every keyword has arrived.
 */
export function nextKeywordProgress(current: number, loaded: boolean): number {
  if (loaded) return GLOSSARY_PROGRESS_DONE;
  const next = current + Math.max(1, Math.round((95 - current) * 0.2));
  return Math.min(95, next);
}

/** Every tick of the estimate, in milliseconds. */
export const KEYWORD_PROGRESS_TICK_MS = 120;
