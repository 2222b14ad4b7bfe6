import dayjs from 'dayjs';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars as the billing pages show them: $147.00. */
export function formatDollars(amount: number): string {
  return USD.format(amount);
}

/** A receipt's date: Nov 5, 2026; an unknown date is a dash. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const day = dayjs(value);
  return day.isValid() ? day.format('MMM D, YYYY') : '—';
}

/** A card's expiry (YYYY-MM-DD, the last day of its month) as printed on the card: 08/2029. */
export function formatExpiry(expires: string | null | undefined): string {
  if (!expires) return '—';
  const day = dayjs(expires);
  return day.isValid() ? day.format('MM/YYYY') : expires;
}
