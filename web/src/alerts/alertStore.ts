import { useSyncExternalStore } from 'react';

/** error: something failed (ERR rows); info: something the user should know that is not a failure. */
export type AlertSeverity = 'error' | 'info';

export interface AlertItem {
  id: number;
  message: string;
  severity: AlertSeverity;
}

const NO_ALERTS: readonly AlertItem[] = [];
let alerts = NO_ALERTS;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly AlertItem[]): void {
  alerts = next;
  for (const listener of listeners) listener();
}

/** Shows a message in the alert bar; a text already shown is not repeated. */
export function pushAlert(message: string, severity: AlertSeverity = 'error'): void {
  const text = message.trim();
  if (!text || alerts.some((a) => a.message === text)) return;
  emit([...alerts, { id: nextId++, message: text, severity }]);
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
  // A server-rendered page is hydrated without alerts (the server has none); one raised before that shows right after.
  return useSyncExternalStore(subscribe, () => alerts, () => NO_ALERTS);
}
