/** A decimal the contract has checked (DRF's "12.50") as a GraphQL Float, to the cent. */
export function dollars(decimal: string): number {
  return Math.round(Number(decimal) * 100) / 100;
}
