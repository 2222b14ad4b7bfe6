import { useEffect, useState, useSyncExternalStore } from 'react';

/** hidden → saving → saved | failed → hidden (SHELL-020, SCHED-026, DOM-008, EDITOR-010). */
type SavePhase = 'hidden' | 'saving' | 'saved' | 'failed';

export interface SaveIndicatorState {
  phase: SavePhase;
  /** Which of `steps` a running save has reached (0 until the first): DOM-009's changing words. */
  step: number;
}

export const HIDDEN_SAVE: SaveIndicatorState = { phase: 'hidden', step: 0 };

export interface SaveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

export interface SaveIndicatorOptions {
  /** How long "saved" (and a shown failure) stays before the indicator hides (CONST-010..013). */
  hideAfterMs: number;
  /**
   * What a batch with a failed save ends in: 'show' keeps the failure up for hideAfterMs (the indicator says it);
   * 'hide' hides at once (the save-error dialog or the alert bar says it; "Saved" would be wrong).
   */
  failure: 'show' | 'hide';
  /** Times in ms after a save starts at which its step advances (DOM-009, CONST-013). */
  steps?: readonly number[];
  timers?: SaveTimers;
}

export interface SaveIndicator {
  current(): SaveIndicatorState;
  subscribe(listener: () => void): () => void;
  /** Counts the promise as a running save; resolves or rejects as it does. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** A save began (for a save that is not one promise). */
  start(): void;
  /** A started save ended; one without a start changes nothing. */
  finish(ok: boolean): void;
  /** Stops every timer (the screen went away). */
  dispose(): void;
}

/**
 * The one save indicator: overlapping saves count as one batch, "saving" until the last of them ends, then "saved"
 * (or the failure), then hidden `hideAfterMs` later; a new save cancels the wait. Kept apart from React so it runs
 * under fake timers; the screens show its phase in their own words.
 */
export function createSaveIndicator({
  hideAfterMs,
  failure,
  steps = [],
  timers = globalThis as unknown as SaveTimers,
}: SaveIndicatorOptions): SaveIndicator {
  let state = HIDDEN_SAVE;
  let pending = 0;
  let batchFailed = false;
  let hideTimer: unknown;
  let stepTimers: unknown[] = [];
  const listeners = new Set<() => void>();

  const set = (next: SaveIndicatorState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clearHide = () => {
    if (hideTimer !== undefined) timers.clearTimeout(hideTimer as never);
    hideTimer = undefined;
  };
  const clearSteps = () => {
    for (const handle of stepTimers) timers.clearTimeout(handle as never);
    stepTimers = [];
  };

  const start = () => {
    if (pending === 0) batchFailed = false;
    pending += 1;
    clearHide();
    clearSteps();
    set({ phase: 'saving', step: 0 });
    stepTimers = steps.map((ms, index) =>
      timers.setTimeout(() => set({ ...state, step: Math.max(state.step, index + 1) }), ms),
    );
  };

  const finish = (ok: boolean) => {
    if (pending === 0) return;
    pending -= 1;
    batchFailed ||= !ok;
    if (pending > 0) return;
    clearSteps();
    if (batchFailed && failure === 'hide') return set(HIDDEN_SAVE);
    set({ ...state, phase: batchFailed ? 'failed' : 'saved' });
    hideTimer = timers.setTimeout(() => {
      hideTimer = undefined;
      set(HIDDEN_SAVE);
    }, hideAfterMs);
  };

  return {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    track<T>(promise: Promise<T>): Promise<T> {
      start();
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
    start,
    finish,
    dispose() {
      clearHide();
      clearSteps();
    },
  };
}

/** A save indicator's state as React state (a shared indicator, such as the scheduler's or the snackbar's). */
export function useSaveIndicatorState(indicator: SaveIndicator): SaveIndicatorState {
  return useSyncExternalStore(indicator.subscribe, indicator.current, indicator.current);
}

/** A screen's own save indicator: made once, its timers stopped when the screen goes. */
export function useSaveIndicator(options: SaveIndicatorOptions): { state: SaveIndicatorState; indicator: SaveIndicator } {
  const [indicator] = useState(() => createSaveIndicator(options));
  useEffect(() => () => indicator.dispose(), [indicator]);
  return { state: useSaveIndicatorState(indicator), indicator };
}
