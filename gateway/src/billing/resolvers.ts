import type { Resolvers } from '../__generated__/resolvers';
import { requireAdmin } from '../session/guards';
import type { AgentObject } from '../lib/agent';
import { readAgent } from '../lib/domainOwner';
import { early } from '../lib/lookAhead';
import { addBilling } from './addBilling';
import { toConnection, type ConnectionArgs } from '../lib/connection';
import { loadPaymentInfo } from './paymentInfo';
import {
  addPaymentMethod,
  deletePaymentMethod,
  selectPaymentMethod,
  updatePaymentMethod,
  useCompDeduct,
} from './paymentWrites';
import { findReceipt, loadCredits, loadReceipts } from './receipts';

const agentIdOf = (agent: AgentObject) => agent.associateId;

/** Agent fields: the parent Agent was access-checked when it was loaded; they start with it (lookAhead). */
export const billingResolvers: Resolvers = {
  Query: {
    // ADMIN-027: the toolbox's list; the viewer is checked before any upstream call (decision D-42).
    agentCredits: async (_, args, ctx) => {
      await requireAdmin(ctx);
      return toConnection(await loadCredits(ctx, args.agentId), args, { keyOf: (c) => c.creditId });
    },
  },
  Agent: {
    paymentInfo: early(agentIdOf, (agentId, _: unknown, ctx) => loadPaymentInfo(ctx, agentId)),
    receipts: early(agentIdOf, async (agentId, args: ConnectionArgs, ctx) =>
      toConnection(await loadReceipts(ctx, agentId), args, { keyOf: (r) => r.receiptId }),
    ),
    receipt: early(agentIdOf, (agentId, args: { receiptId: string }, ctx) =>
      findReceipt(ctx, agentId, args.receiptId),
    ),
    credits: async (agent, args, ctx) => {
      await requireAdmin(ctx); // decision D-42: internal users only, checked before the call
      return toConnection(await loadCredits(ctx, agent.associateId), args, { keyOf: (c) => c.creditId });
    },
  },
  PaymentInfoPayload: {
    // Read after the write: the write emptied the request's GET cache, so this is a fresh API-068.
    paymentInfo: (result, _, ctx) => loadPaymentInfo(ctx, result.agentId),
    agent: (result, _, ctx) => readAgent(ctx, result.agentId),
  },
  AddBillingPayload: {
    agent: (result, _, ctx) => readAgent(ctx, result.agentId),
  },
  Mutation: {
    addPaymentMethod: (_, args, ctx) => addPaymentMethod(ctx, args.input),
    updatePaymentMethod: (_, args, ctx) => updatePaymentMethod(ctx, args.input),
    deletePaymentMethod: (_, args, ctx) => deletePaymentMethod(ctx, args.input),
    selectPaymentMethod: (_, args, ctx) => selectPaymentMethod(ctx, args.input),
    useCompDeduct: (_, args, ctx) => useCompDeduct(ctx, args.input),
    addBilling: (_, args, ctx) => addBilling(ctx, args.input),
  },
};
