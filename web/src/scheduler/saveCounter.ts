/** The scheduler's save counter: saving while any save is pending, saved for a while after the last (SCHED-026, SCHED-027). */

/** CONST-010, SCHED-027: the saved indicator hides 3 s after the last save finishes. */
export const SAVED_INDICATOR_HIDE_MS = 3000;

type SchedulerSaveStatus = 'idle' | 'saving' | 'saved';

export interface SchedulerSaveCounter {
  pending: number;
  status: SchedulerSaveStatus;
  /** When the last save finished (ms since the epoch), or null. */
  lastFinishedAt: number | null;
}

export const INITIAL_SAVE_COUNTER: SchedulerSaveCounter = { pending: 0, status: 'idle', lastFinishedAt: null };

/** SCHED-026: a save started; the status is saving until every pending save finishes. */
export function startSave(counter: SchedulerSaveCounter): SchedulerSaveCounter {
  return { ...counter, pending: counter.pending + 1, status: 'saving' };
}

/** SCHED-026: a save finished (with success or not); saved only when none is pending any more. */
export function finishSave(counter: SchedulerSaveCounter, now: number = Date.now()): SchedulerSaveCounter {
  const pending = Math.max(0, counter.pending - 1);
  return { pending, status: pending === 0 ? 'saved' : 'saving', lastFinishedAt: now };
}

/** SCHED-027: whether the saved indicator still shows at `now`. */
export function savedIndicatorVisible(counter: SchedulerSaveCounter, now: number = Date.now()): boolean {
  if (counter.status === 'saving') return true;
  if (counter.status !== 'saved' || counter.lastFinishedAt === null) return false;
  return now - counter.lastFinishedAt < SAVED_INDICATOR_HIDE_MS;
}
