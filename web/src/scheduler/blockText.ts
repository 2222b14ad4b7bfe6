import { numeric, WEEKDAYS, type CommunicationMedium, type Weekday } from '@portal/rules';
import { COMMUNICATION_MEDIUM_LABELS } from './mediumLabels';

/** "Monday, Tuesday" in Sunday-first order (CONST-019), or "No weekdays" for the empty rule (VALID-021). */
export function weekdaysText(weekdays: readonly string[]): string {
  const days = WEEKDAYS.filter((d) => weekdays.includes(d));
  return days.length ? days.join(', ') : 'No weekdays';
}

export function lengthsText(lengths: readonly number[]): string {
  return lengths.length ? `${lengths.join(', ')} minutes` : '';
}

export function mediumsText(mediums: readonly string[]): string {
  return mediums.map((m) => COMMUNICATION_MEDIUM_LABELS[m as CommunicationMedium] ?? m).join(', ');
}

/** "15, 30" → [15, 30]; anything that is not a whole number stays as NaN so the rules report it. */
export function parseLengths(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (numeric().passes(part) ? Number(part) : Number.NaN));
}

/** "a.com, b.com" → ["a.com", "b.com"]. */
export function parseList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);
}

export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

/** Who is out, by name (SCHED-021); nobody named means everyone on the schedule (decision D-39). */
export function peopleText(people: readonly { name: string }[]): string {
  return people.length ? people.map((p) => p.name).join(', ') : 'Everyone';
}
