import { requireAdmin } from '../auth/guards';
import type { GatewayContext } from '../context';
import { readAgent } from '../domains/owner';
import type { AgentObject } from '../shell/agent';
import { addBilling, type AddBillingInput } from './addBilling';
import { toListConnection, type ListArgs } from './listConnection';
import { loadPaymentInfo } from './paymentInfo';
import {
  addPaymentMethod,
  deletePaymentMethod,
  selectPaymentMethod,
  updatePaymentMethod,
  useCompDeduct,
  type AddPaymentMethodInput,
  type PaymentMethodRefInput,
  type PaymentWriteResult,
  type UpdatePaymentMethodInput,
  type UseCompDeductInput,
} from './paymentWrites';
import { findReceipt, loadCredits, loadReceipts } from './receipts';

type Ctx = GatewayContext;

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const billingResolvers = {
  Agent: {
    paymentInfo: (agent: AgentObject, _: unknown, ctx: Ctx) => loadPaymentInfo(ctx, agent.associateId),
    receipts: async (agent: AgentObject, args: ListArgs, ctx: Ctx) =>
      toListConnection(await loadReceipts(ctx, agent.associateId), (r) => r.receiptId, args),
    receipt: (agent: AgentObject, args: { receiptId: string }, ctx: Ctx) =>
      findReceipt(ctx, agent.associateId, args.receiptId),
    credits: async (agent: AgentObject, args: ListArgs, ctx: Ctx) => {
      await requireAdmin(ctx); // decision D-42: internal users only, checked before the call
      return toListConnection(await loadCredits(ctx, agent.associateId), (c) => c.creditId, args);
    },
  },
  PaymentInfoPayload: {
    // Read after the write: the write emptied the request's GET cache, so this is a fresh API-068.
    paymentInfo: (result: PaymentWriteResult, _: unknown, ctx: Ctx) => loadPaymentInfo(ctx, result.agentId),
    agent: (result: PaymentWriteResult, _: unknown, ctx: Ctx) => readAgent(ctx, result.agentId),
  },
  AddBillingPayload: {
    agent: (result: { agentId: string }, _: unknown, ctx: Ctx) => readAgent(ctx, result.agentId),
  },
  Mutation: {
    addPaymentMethod: (_: unknown, args: { input: AddPaymentMethodInput }, ctx: Ctx) => addPaymentMethod(ctx, args.input),
    updatePaymentMethod: (_: unknown, args: { input: UpdatePaymentMethodInput }, ctx: Ctx) =>
      updatePaymentMethod(ctx, args.input),
    deletePaymentMethod: (_: unknown, args: { input: PaymentMethodRefInput }, ctx: Ctx) =>
      deletePaymentMethod(ctx, args.input),
    selectPaymentMethod: (_: unknown, args: { input: PaymentMethodRefInput }, ctx: Ctx) =>
      selectPaymentMethod(ctx, args.input),
    useCompDeduct: (_: unknown, args: { input: UseCompDeductInput }, ctx: Ctx) => useCompDeduct(ctx, args.input),
    addBilling: (_: unknown, args: { input: AddBillingInput }, ctx: Ctx) => addBilling(ctx, args.input),
  },
};
