import { changeOptions, PRODUCT_LABELS, purchaseOptions } from '@portal/rules';
import type { GatewayContext } from '../context';
import type { AgentObject } from '../shell/agent';
import { cancelDomain, type CancelDomainInput } from './cancel';
import { changeProductType, type ChangeProductTypeInput } from './changeType';
import { toDomainConnection, type ConnectionArgs } from './connection';
import { loadContent } from './content';
import type { DomainObject } from './domain';
import { findDomain, loadDomains } from './list';
import { loadMovableDomains } from './movables';
import { moveDomain, type MoveDomainInput } from './move';
import { toProductOptions } from './options';
import { purchaseDomain, transferDomain, type PurchaseDomainInput, type TransferDomainInput } from './order';
import { ownerIsIntern } from './owner';
import { loadRenderAttempts } from './renderAttempts';
import { loadWhois } from './whois';

type Ctx = GatewayContext;

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const domainResolvers = {
  Agent: {
    domains: async (agent: AgentObject, args: ConnectionArgs, ctx: Ctx) =>
      toDomainConnection(await loadDomains(ctx, agent.associateId, agent.isAgentIntern), args),
    domain: (agent: AgentObject, args: { name: string }, ctx: Ctx) =>
      findDomain(ctx, agent.associateId, args.name, agent.isAgentIntern),
    movableDomains: (agent: AgentObject, _: unknown, ctx: Ctx) => loadMovableDomains(ctx, agent.associateId),
    purchaseOptions: async (agent: AgentObject, _: unknown, ctx: Ctx) =>
      toProductOptions(purchaseOptions(agent.isAgentIntern, await loadDomains(ctx, agent.associateId))),
  },
  Domain: {
    productLabel: (domain: DomainObject) => PRODUCT_LABELS[domain.productType],
    content: (domain: DomainObject, _: unknown, ctx: Ctx) => loadContent(ctx, domain),
    changeOptions: async (domain: DomainObject, _: unknown, ctx: Ctx) =>
      toProductOptions(changeOptions(await ownerIsIntern(ctx, domain), domain.productType)),
    whois: (domain: DomainObject, _: unknown, ctx: Ctx) => loadWhois(ctx, domain),
    renderAttempts: (domain: DomainObject, _: unknown, ctx: Ctx) => loadRenderAttempts(ctx, domain),
  },
  Mutation: {
    purchaseDomain: (_: unknown, args: { input: PurchaseDomainInput }, ctx: Ctx) => purchaseDomain(ctx, args.input),
    transferDomain: (_: unknown, args: { input: TransferDomainInput }, ctx: Ctx) => transferDomain(ctx, args.input),
    changeProductType: (_: unknown, args: { input: ChangeProductTypeInput }, ctx: Ctx) =>
      changeProductType(ctx, args.input),
    cancelDomain: (_: unknown, args: { input: CancelDomainInput }, ctx: Ctx) => cancelDomain(ctx, args.input),
    moveDomain: (_: unknown, args: { input: MoveDomainInput }, ctx: Ctx) => moveDomain(ctx, args.input),
  },
};
