const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "2 hours ago", "3 days ago", "in 5 minutes" (a clock ahead of ours); under 10 seconds "just now". */
export function relativeTime(when: Date, now: Date = new Date()): string {
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 10) return 'just now';
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
