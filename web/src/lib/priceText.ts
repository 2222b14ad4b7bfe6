import { PARKED_EMAIL_REDIRECT_PRICE } from '@portal/rules';

export function monthlyPriceText(price: number): string {
  return `$${price} per month`;
}

/** DOM-017, CONST-006 */
export const PARKED_REDIRECT_NOTE = `Email redirects on a parked domain cost $${PARKED_EMAIL_REDIRECT_PRICE} each per month.`;
