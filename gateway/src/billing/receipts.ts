import { MESSAGES } from '@portal/rules';
import { billingCalls, type CreditRecord, type ReceiptRecord } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { objectId } from '../lib/objectId';
import { dollars } from '../lib/dollars';

/** The fields a receipt (API-086) and a credit (API-087) share (BILL-001, ADMIN-027). */
function entryFields(record: ReceiptRecord | CreditRecord) {
  return {
    category: record.category,
    amount: dollars(record.amount),
    created: new Date(record.created),
    notes: record.notes,
  };
}

export type ReceiptObject = ReturnType<typeof toReceipt>;
export type CreditObject = ReturnType<typeof toCredit>;

/** Decision D-42: a receipt's `used` names what paid it. */
function toReceipt(record: ReceiptRecord, agentId: string) {
  return {
    id: objectId('Receipt', `${agentId}/${record.id}`),
    receiptId: record.id,
    used: record.used,
    ...entryFields(record),
  };
}

/** Decision D-42: a credit's `used` tells whether it has been applied to a bill. */
function toCredit(record: CreditRecord, agentId: string) {
  const creditId = String(record.id);
  return { id: objectId('Credit', `${agentId}/${creditId}`), creditId, used: record.used, ...entryFields(record) };
}

/** Newest first, whatever order the upstream used. */
const newestFirst = <T extends { created: Date }>(entries: T[]) =>
  entries.sort((a, b) => b.created.getTime() - a.created.getTime());

/** API-086, BILL-001. Callers have checked access to the agent. */
export async function loadReceipts(ctx: GatewayContext, agentId: string): Promise<ReceiptObject[]> {
  const records = await ctx.rest.call(billingCalls.receipts, { path: { agentId }, failure: MESSAGES.billingInfo }); // ERR-073
  return newestFirst(records.map((r) => toReceipt(r, agentId)));
}

/** BILL-002: one receipt of the list (the spec has no call for a single receipt). */
export async function findReceipt(ctx: GatewayContext, agentId: string, receiptId: string): Promise<ReceiptObject | null> {
  return (await loadReceipts(ctx, agentId)).find((r) => r.receiptId === receiptId.trim()) ?? null;
}

/** API-087, ADMIN-027. Callers have checked that the viewer is internal (decision D-42). */
export async function loadCredits(ctx: GatewayContext, agentId: string): Promise<CreditObject[]> {
  const records = await ctx.rest.call(billingCalls.credits, { path: { agentId }, failure: MESSAGES.billingInfo }); // ERR-073
  return newestFirst(records.map((r) => toCredit(r, agentId)));
}
