import { createSaveIndicator, type SaveIndicatorState } from '../lib/saveIndicator';
import { SAVED_INDICATOR_HIDE_MS } from './saveCounter';

export const SCHEDULER_SAVING_TEXT = 'Saving…';
export const SCHEDULER_SAVED_TEXT = 'Saved';

/**
 * SCHED-026, SCHED-027: every scheduler save on the kit's save indicator: "Saving…" until the last of them is done,
 * "Saved" for 3 s (CONST-010); a batch with a failed save ends hidden (its alert says it, "Saved" would be wrong).
 */
export function createSchedulerSaves() {
  return createSaveIndicator({ hideAfterMs: SAVED_INDICATOR_HIDE_MS, failure: 'hide' });
}

export const schedulerSaves = createSchedulerSaves();

/** What the indicator says, or null while it is hidden. */
export function schedulerSaveText({ phase }: SaveIndicatorState): string | null {
  if (phase === 'saving') return SCHEDULER_SAVING_TEXT;
  return phase === 'saved' ? SCHEDULER_SAVED_TEXT : null;
}
