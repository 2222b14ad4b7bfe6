import type { FieldErrors } from './domains';

/**
 * The approval queue's decisions (OVERVIEW-010, issue #25; decisions D-170..D-172): a reviewer approves or rejects
 * pending content changes, one or several at a time, a rejection with an optional reason the agent reads in the
 * editor; the provider keeps every decision.
 */
export const QUEUE_DECISIONS = ['approved', 'rejected'] as const;
export type QueueDecisionKind = (typeof QUEUE_DECISIONS)[number];

/** A rejection's reason, read by the agent in the editor: at most this many characters (decision D-170). */
export const QUEUE_REASON_MAX = 500;
/** At most this many changes in one bulk decision (decision D-171). */
export const QUEUE_BULK_MAX = 50;
/** Sorted by submitted time: oldest first (the longest waiting on top, decision D-47) or newest first. */
export const QUEUE_ORDERS = ['oldest', 'newest'] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];

export const QUEUE_TEXTS = {
  reasonTooLong: `The reason may be at most ${QUEUE_REASON_MAX} characters.`,
  noneChosen: 'Choose at least one change.',
  tooMany: `Choose at most ${QUEUE_BULK_MAX} changes at a time.`,
  historyLoad: 'There was an issue retrieving the decision history! Please try again later.',
  notAChange: 'That is not an approval queue item.',
  /** The provider's 404 on a decision: another reviewer decided first, or the agent reverted the change. */
  gone: 'This change is no longer waiting for approval.',
  /** A verdict that could not be reached; ERR-099's text follows when the vendor is down, checkFailed otherwise. */
  notChecked: 'This change could not be checked.',
  /** Any other failure of the check (ERR-095's apology is about the editor's text box, not a reviewer's). */
  checkFailed: 'The compliance check failed.',
  /** Images, switches and choices are not texts: the vendor checks texts only (decision D-102's save rule). */
  notAText: 'Not a text: nothing to check.',
} as const;

/** A reason as kept: trimmed, and a blank one is no reason (null). */
export function normalizeReason(reason: string | null | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** The reject form's rule (decision D-170): the reason is optional, at most QUEUE_REASON_MAX characters once trimmed. */
export function rejectReasonErrors(values: { reason?: string | null }): FieldErrors {
  const reason = normalizeReason(values.reason);
  return reason !== null && reason.length > QUEUE_REASON_MAX ? { reason: [QUEUE_TEXTS.reasonTooLong] } : {};
}

/** A bulk decision's ids (decision D-171): at least one, at most QUEUE_BULK_MAX; null when valid. */
export function queueSelectionError(ids: readonly unknown[]): string | null {
  if (ids.length === 0) return QUEUE_TEXTS.noneChosen;
  if (ids.length > QUEUE_BULK_MAX) return QUEUE_TEXTS.tooMany;
  return null;
}
