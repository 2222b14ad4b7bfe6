import {
  CORPORATE_PERMISSIONS,
  OVERVIEW_PAGES,
  OVERVIEW_PERMISSIONS,
  PRODUCT_LABELS,
  STAFF_PERMISSIONS,
  type CorporatePermission,
} from '@portal/rules';
import { MOVE_PRODUCT_LABELS } from './moveProductLabels';

/**
 * The one place where values become the words a person reads: dates and times, money, counts and the labels of
 * keys (product types, permissions). A screen never prints a raw key, id or ISO timestamp.
 */

/** What a missing or unreadable value shows. */
export const UNKNOWN = '—';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type Part = Intl.DateTimeFormatPartTypes;

/** Building an Intl.DateTimeFormat costs about a millisecond; a dashboard formats hundreds of dates (issue #14). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(date: Date, options: Intl.DateTimeFormatOptions): Partial<Record<Part, string>> {
  const parts: Partial<Record<Part, string>> = {};
  for (const part of formatterFor(options).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A date-only value (2026-12-24) is a calendar day: it names the same day in every time zone. */
function dateOf(value: string | Date): { date: Date; calendarDay: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendarDay: false };
  const text = value.trim();
  const calendarDay = DAY_ONLY.test(text);
  const date = new Date(calendarDay ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

/**
 * "Nov 17, 2026, 2:05 PM" in the viewer's time zone (`timeZone` is for tests and for pages that show one zone).
 * Built from parts so the spaces are plain ones (Intl puts a narrow no-break space before PM).
 */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  const parsed = value ? dateOf(value) : null;
  if (!parsed) return UNKNOWN;
  if (parsed.calendarDay) return formatDate(value);
  const p = partsOf(parsed.date, {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** "Nov 17, 2026": a calendar day as it is, a moment in time as the viewer's day. */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  const parsed = value ? dateOf(value) : null;
  if (!parsed) return UNKNOWN;
  const p = partsOf(parsed.date, {
    timeZone: parsed.calendarDay ? 'UTC' : timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${p.month} ${p.day}, ${p.year}`;
}

/** "Mon, Mar 1, 2025": a day with its weekday (a chart's point, a table of days). */
export function formatWeekdayDate(value: string | Date | null | undefined, timeZone?: string): string {
  const parsed = value ? dateOf(value) : null;
  if (!parsed) return UNKNOWN;
  const p = partsOf(parsed.date, {
    timeZone: parsed.calendarDay ? 'UTC' : timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

/** "Monday, March 1, 2025": a day written out, for what a screen reader says about a point. */
export function formatLongDate(value: string | Date | null | undefined, timeZone?: string): string {
  const parsed = value ? dateOf(value) : null;
  if (!parsed) return UNKNOWN;
  const p = partsOf(parsed.date, {
    timeZone: parsed.calendarDay ? 'UTC' : timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

/** "Mar 1": a day on a chart's axis, where the year is in the range above it. */
export function formatMonthDay(value: string | Date | null | undefined, timeZone?: string): string {
  const parsed = value ? dateOf(value) : null;
  if (!parsed) return UNKNOWN;
  const p = partsOf(parsed.date, { timeZone: parsed.calendarDay ? 'UTC' : timeZone, month: 'short', day: 'numeric' });
  return `${p.month} ${p.day}`;
}

/** "Mar 1, 2025 – Mar 30, 2025": a range of days. */
export function formatDateRange(startDate: string, endDate: string): string {
  return `${formatDate(startDate)} – ${formatDate(endDate)}`;
}

/** A card's expiry (2029-08-31, the last day of its month) as the card prints it: "08/2029". */
export function formatCardExpiry(value: string | Date | null | undefined, timeZone?: string): string {
  const parsed = value ? dateOf(value) : null;
  if (!parsed) return UNKNOWN;
  const p = partsOf(parsed.date, { timeZone: parsed.calendarDay ? 'UTC' : timeZone, month: '2-digit', year: 'numeric' });
  return `${p.month}/${p.year}`;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const COUNT = new Intl.NumberFormat('en-US');

/** US dollars with cents: "$147.00". */
export function formatMoney(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? UNKNOWN : USD.format(amount);
}

/** A count with thousands separators: "1,234". */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? UNKNOWN : COUNT.format(value);
}

/** The agent-facing product type (DOM-001, decision D-13): parked → "Parked", sf_microsite → "Proxied". */
export function productTypeLabel(type: string | null | undefined): string {
  if (!type) return UNKNOWN;
  return (PRODUCT_LABELS as Record<string, string>)[type] ?? type;
}

const STAFF_LABELS: Record<string, string> = Object.fromEntries(STAFF_PERMISSIONS.map((p) => [p.key, p.label]));

/** What a team member's permission lets them open (TEAM rows): emails → "Email redirects". */
export function staffPermissionLabel(key: string): string {
  return STAFF_LABELS[key] ?? key;
}

/** The overview page a corporate permission opens, by that page's title; m1editor has no page (OVERVIEW-012). */
const CORPORATE_LABELS: Record<CorporatePermission, string> = Object.fromEntries(
  CORPORATE_PERMISSIONS.map((permission) => {
    const page = OVERVIEW_PAGES.find((p) => OVERVIEW_PERMISSIONS[p.key] === permission);
    return [permission, page?.title ?? 'M1 website editor'];
  }),
) as Record<CorporatePermission, string>;

/** A corporate permission as its overview page is called (decision D-73). */
export function corporatePermissionLabel(key: string): string {
  return (CORPORATE_LABELS as Record<string, string>)[key] ?? key;
}

/** A length of time in seconds as minutes and seconds: 125 → "2:05" (call durations). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return UNKNOWN;
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const CALL_STATUS_LABELS: Record<string, string> = { answered: 'Answered', missed: 'Missed', voicemail: 'Voicemail' };

/** A tracked call's status (API-084) as a word: voicemail → "Voicemail". */
export function callStatusLabel(status: string | null | undefined): string {
  if (!status) return UNKNOWN;
  return CALL_STATUS_LABELS[status] ?? status;
}

/** A product type as the move form names it (CONST-035, decision D-13): sf_microsite → "Secure Microsite Proxy". */
export function moveProductTypeLabel(type: string | null | undefined): string {
  if (!type) return UNKNOWN;
  return (MOVE_PRODUCT_LABELS as Record<string, string>)[type] ?? type;
}

/**
 * A North American phone number as people write it: "3125550142" or "+13125550142" → "(312) 555-0142" (issue #26);
 * anything else is shown as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return UNKNOWN;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return value;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
