/** Amounts are kept in cents and answered as DRF answers a DecimalField: a string with two decimals. */
export function decimalOf(cents: number): string {
  return (cents / 100).toFixed(2);
}
