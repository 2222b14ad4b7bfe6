import { useSyncExternalStore } from 'react';

/** Writes (mutations) on their way: the shell's progress bar shows while any runs. */
let pending = 0;
const listeners = new Set<() => void>();

function changeBy(delta: number): void {
  pending += delta;
  for (const listener of listeners) listener();
}

/** Counts the promise as a pending write until it settles; resolves or rejects as it does. */
export function trackWrite<T>(promise: Promise<T>): Promise<T> {
  changeBy(1);
  return promise.finally(() => changeBy(-1));
}

function pendingWriteCount(): number {
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingWrites(): number {
  return useSyncExternalStore(subscribe, pendingWriteCount, pendingWriteCount);
}
