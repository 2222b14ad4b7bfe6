import { formatAlert } from '@portal/rules';
import type { AlertSeverity } from './alertStore';

/** SHELL-019: with several alerts the bar shows the next one every 6 seconds, unless hovered or focused. */
export const ALERT_CYCLE_MS = 6000;

/** The index shown once the list has changed: the same position, kept inside the list. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(index, 0), count - 1);
}

export function nextIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (clampIndex(index, count) + 1) % count;
}

export function previousIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (clampIndex(index, count) - 1 + count) % count;
}

/** "2 of 3". */
export function positionLabel(index: number, count: number): string {
  return `${clampIndex(index, count) + 1} of ${count}`;
}

/** ERR-001: failures get the support sentence; an info message is not a failure and is shown as it is. */
export function alertText(message: string, severity: AlertSeverity): string {
  return severity === 'error' ? formatAlert(message) : message;
}
