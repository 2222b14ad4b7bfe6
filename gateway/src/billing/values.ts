/** Readers for upstream values whose type the portal cannot rely on. */
export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An upstream id (a number or a string) as a string, or null. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** DRF answers decimals as strings ("12.50"); JSON numbers are taken too. */
export function money(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}
