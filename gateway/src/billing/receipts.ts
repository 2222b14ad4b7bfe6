import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { upstreamFailure } from '../rest/errors';
import { toDate } from '../shell/dates';
import { objectId } from './ids';
import { billingPath, receiptsPath } from './paths';
import { idOf, money, text } from './values';

/** A receipt (API-086) or a credit (API-087): category, used, amount, created and notes (BILL-001, ADMIN-027). */
interface RawEntry {
  id?: unknown;
  category?: unknown;
  used?: unknown;
  amount?: unknown;
  created?: unknown;
  notes?: unknown;
}

function entryFields(raw: RawEntry) {
  return {
    category: text(raw.category) ?? '',
    amount: money(raw.amount),
    created: toDate(raw.created),
    notes: text(raw.notes),
  };
}

export type ReceiptObject = ReturnType<typeof toReceipt>;
export type CreditObject = ReturnType<typeof toCredit>;

/** Decision D-42: a receipt's `used` names what paid it. */
export function toReceipt(raw: RawEntry, agentId: string) {
  const receiptId = idOf(raw?.id);
  if (!receiptId) throw upstreamFailure(MESSAGES.billingInfo);
  return { id: objectId('Receipt', `${agentId}/${receiptId}`), receiptId, used: text(raw.used), ...entryFields(raw) };
}

/** Decision D-42: a credit's `used` tells whether it has been applied to a bill. */
export function toCredit(raw: RawEntry, agentId: string) {
  const creditId = idOf(raw?.id);
  if (!creditId) throw upstreamFailure(MESSAGES.billingInfo);
  return { id: objectId('Credit', `${agentId}/${creditId}`), creditId, used: raw.used === true, ...entryFields(raw) };
}

/** Newest first, whatever order the upstream used. */
const newestFirst = <T extends { created: Date | null }>(entries: T[]) =>
  entries.sort((a, b) => (b.created?.getTime() ?? 0) - (a.created?.getTime() ?? 0));

/** API-086, BILL-001. Callers have checked access to the agent. */
export async function loadReceipts(ctx: GatewayContext, agentId: string): Promise<ReceiptObject[]> {
  const raw = await ctx.rest.get(receiptsPath(agentId), { failure: MESSAGES.billingInfo }); // ERR-073
  if (!Array.isArray(raw)) throw upstreamFailure(MESSAGES.billingInfo);
  return newestFirst(raw.map((r: RawEntry) => toReceipt(r, agentId)));
}

/** BILL-002: one receipt of the list (the spec has no call for a single receipt). */
export async function findReceipt(ctx: GatewayContext, agentId: string, receiptId: string): Promise<ReceiptObject | null> {
  return (await loadReceipts(ctx, agentId)).find((r) => r.receiptId === receiptId.trim()) ?? null;
}

/** API-087, ADMIN-027. Callers have checked that the viewer is internal (decision D-42). */
export async function loadCredits(ctx: GatewayContext, agentId: string): Promise<CreditObject[]> {
  const raw = await ctx.rest.get(billingPath(agentId), { failure: MESSAGES.billingInfo }); // ERR-073
  if (!Array.isArray(raw)) throw upstreamFailure(MESSAGES.billingInfo);
  return newestFirst(raw.map((r: RawEntry) => toCredit(r, agentId)));
}
