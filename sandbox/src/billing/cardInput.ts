import { cardBrandOf, cardDigits, validateCardData, type CardType } from '@portal/rules';
import type { cardDataBody } from '@portal/rules/contract';
import type { z } from 'zod';
import { addRuleErrors } from '../lib/ruleErrors';
import { FieldErrors } from '../http/validation';
import type { CardChange } from './paymentMethods';

const REST_NAMES = { number: 'number', expMonth: 'exp_month', expYear: 'exp_year' };

/** Test numbers a card processor declines (answered 200 {error}, as API-069 allows). */
export const DECLINED_NUMBERS = ['4000000000000002'];
export const CARD_ERRORS = {
  declined: 'Your card was declined.',
  duplicate: 'That card is already on file.',
} as const;

export interface CardData extends CardChange {
  /** The full number, only to ask the processor; never stored. */
  digits: string;
}

/**
 * A card_data body (API-069, API-070) that fits the contract, checked with the shared card validators
 * (VALID-001..007). Per-field messages come back flat under number, exp_month and exp_year (decision D-40).
 */
export function parseCardData(body: z.output<typeof cardDataBody>, today: Date = new Date()): CardData {
  const errors = new FieldErrors();
  const card = body.card_data;
  const draft = { number: card.number, expMonth: card.exp_month, expYear: card.exp_year };
  addRuleErrors(errors, validateCardData(draft, today), REST_NAMES);
  errors.throwIfAny();
  const digits = cardDigits(draft.number);
  return {
    digits,
    card_type: cardBrandOf(digits)?.type as CardType,
    last4: digits.slice(-4),
    exp_month: Number(draft.expMonth.trim()),
    exp_year: Number(draft.expYear.trim()),
  };
}
