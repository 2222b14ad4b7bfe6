import { validateCardData, type CardDataDraft, type FieldErrors } from '@portal/rules';

export const EMPTY_CARD: CardDataDraft = { number: '', expMonth: '', expYear: '' };

/** BILL-016: the form's field errors, from the same validators the gateway runs (VALID-001..007). */
export function cardFormErrors(draft: CardDataDraft, today: Date = new Date()): FieldErrors {
  return validateCardData(draft, today);
}

/**
 * The gateway names card fields number, expMonth and expYear; a processor's refusal comes as cardData and is shown
 * on the number, the field a person fixes first.
 */
export const CARD_SERVER_FIELDS = { cardData: 'number' } as const;
