import { useSyncExternalStore } from 'react';

export interface AlertItem {
  id: number;
  message: string;
}

let alerts: readonly AlertItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly AlertItem[]): void {
  alerts = next;
  for (const listener of listeners) listener();
}

/** Shows a failure in the alert bar; a text already shown is not repeated. */
export function pushAlert(message: string): void {
  const text = message.trim();
  if (!text || alerts.some((a) => a.message === text)) return;
  emit([...alerts, { id: nextId++, message: text }]);
}

export function dismissAlert(id: number): void {
  emit(alerts.filter((a) => a.id !== id));
}

export function clearAlerts(): void {
  if (alerts.length) emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAlerts(): readonly AlertItem[] {
  return useSyncExternalStore(subscribe, () => alerts);
}
