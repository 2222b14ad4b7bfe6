/** CONST-010, SCHED-027: the scheduler's saved indicator hides 3 s after the last save finishes. */
export const SAVED_INDICATOR_HIDE_MS = 3000;
