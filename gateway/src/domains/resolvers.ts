import { changeOptions, PRODUCT_LABELS, purchaseOptions } from '@portal/rules';
import type { Resolvers } from '../__generated__/resolvers';
import { cancelDomain } from './cancel';
import { changeProductType } from './changeType';
import { toDomainConnection } from './connection';
import { loadContent } from './content';
import { findDomain, loadDomains } from '../lib/domainList';
import { loadMovableDomains } from './movables';
import { moveDomain } from './move';
import { toProductOptions } from './options';
import { purchaseDomain, transferDomain } from './order';
import { ownerIsIntern } from '../lib/domainOwner';
import { loadRenderAttempts } from './renderAttempts';
import { loadWhois } from './whois';

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const domainResolvers: Resolvers = {
  Agent: {
    domains: async (agent, args, ctx) =>
      toDomainConnection(await loadDomains(ctx, agent.associateId, agent.isAgentIntern), args),
    domain: (agent, args, ctx) => findDomain(ctx, agent.associateId, args.domainName, agent.isAgentIntern),
    movableDomains: (agent, _, ctx) => loadMovableDomains(ctx, agent.associateId),
    purchaseOptions: async (agent, _, ctx) =>
      toProductOptions(purchaseOptions(agent.isAgentIntern, await loadDomains(ctx, agent.associateId))),
  },
  Domain: {
    productLabel: (domain) => PRODUCT_LABELS[domain.productType],
    content: (domain, _, ctx) => loadContent(ctx, domain),
    changeOptions: async (domain, _, ctx) =>
      toProductOptions(changeOptions(await ownerIsIntern(ctx, domain), domain.productType)),
    whois: (domain, _, ctx) => loadWhois(ctx, domain),
    renderAttempts: (domain, _, ctx) => loadRenderAttempts(ctx, domain),
  },
  Mutation: {
    purchaseDomain: (_, args, ctx) => purchaseDomain(ctx, args.input),
    transferDomain: (_, args, ctx) => transferDomain(ctx, args.input),
    changeProductType: (_, args, ctx) => changeProductType(ctx, args.input),
    cancelDomain: (_, args, ctx) => cancelDomain(ctx, args.input),
    moveDomain: (_, args, ctx) => moveDomain(ctx, args.input),
  },
};
