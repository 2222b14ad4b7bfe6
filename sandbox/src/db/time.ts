/** Date-times as DRF writes them in UTC: 2020-01-01T00:00:00Z (milliseconds only when not zero). */
export function isoUtc(date: Date = new Date()): string {
  return date.toISOString().replace('.000Z', 'Z');
}
