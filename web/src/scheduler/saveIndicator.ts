import {
  finishSave,
  INITIAL_SAVE_COUNTER,
  SAVED_INDICATOR_HIDE_MS,
  savedIndicatorVisible,
  type SchedulerSaveCounter,
  startSave,
} from './saveCounter';

export const SCHEDULER_SAVING_TEXT = 'Saving…';
export const SCHEDULER_SAVED_TEXT = 'Saved';

/** The counter plus whether a save of the current batch failed (its alert says so; "Saved" would be wrong). */
export interface SchedulerSaveState {
  counter: SchedulerSaveCounter;
  failed: boolean;
}

export const INITIAL_SCHEDULER_SAVES: SchedulerSaveState = { counter: INITIAL_SAVE_COUNTER, failed: false };

export function saveStarted(state: SchedulerSaveState): SchedulerSaveState {
  const fresh = state.counter.pending === 0;
  return { counter: startSave(state.counter), failed: fresh ? false : state.failed };
}

/** SCHED-026: saved only once every pending save is done; a batch with a failure ends hidden. */
export function saveFinished(state: SchedulerSaveState, ok: boolean, now: number): SchedulerSaveState {
  const failed = state.failed || !ok;
  const counter = finishSave(state.counter, now);
  if (counter.pending === 0 && failed) return { counter: INITIAL_SAVE_COUNTER, failed: false };
  return { counter, failed };
}

/** What the indicator says at `now` (SCHED-026, SCHED-027), or null when it is hidden. */
export function indicatorText(state: SchedulerSaveState, now: number): string | null {
  if (!savedIndicatorVisible(state.counter, now)) return null;
  return state.counter.status === 'saving' ? SCHEDULER_SAVING_TEXT : SCHEDULER_SAVED_TEXT;
}

/**
 * The scheduler's save indicator as a store: track() counts a save; the text hides SAVED_INDICATOR_HIDE_MS after the
 * last one finishes (CONST-010).
 */
export function createSchedulerSaves(clock: () => number = Date.now) {
  let state = INITIAL_SCHEDULER_SAVES;
  let text: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const refresh = () => {
    text = indicatorText(state, clock());
    for (const listener of listeners) listener();
  };

  const finish = (ok: boolean) => {
    state = saveFinished(state, ok, clock());
    if (timer !== null) clearTimeout(timer);
    timer = state.counter.pending === 0 ? setTimeout(refresh, SAVED_INDICATOR_HIDE_MS) : null;
    refresh();
  };

  return {
    track<T>(promise: Promise<T>): Promise<T> {
      state = saveStarted(state);
      if (timer !== null) clearTimeout(timer);
      timer = null;
      refresh();
      return promise.then(
        (value) => {
          finish(true);
          return value;
        },
        (error: unknown) => {
          finish(false);
          throw error;
        },
      );
    },
    getText: () => text,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const schedulerSaves = createSchedulerSaves();
