import { changeOptions, PRODUCT_LABELS, purchaseOptions } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
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
import { agentCall, lookAhead } from '../lib/lookAhead';
import { nodeId } from '../relay/node';
import { loadDomainNode } from './node';
import { loadRenderAttempts } from './renderAttempts';
import { loadWhois } from './whois';

const domainList = agentCall(domainCalls.list);

/**
 * Agent fields: the parent Agent was access-checked when it was loaded; their GETs start with it (lookAhead). A
 * domain's own look-ahead fields (its stats) start too, keyed by the asked name; they are answered only under the
 * Domain the agent's list returned, so another agent's domain is never answered.
 */
export const domainResolvers: Resolvers = {
  Agent: {
    domains: lookAhead(
      async (agent, args, ctx) => toDomainConnection(await loadDomains(ctx, agent.associateId, agent.isAgentIntern), args),
      { prefetch: domainList },
    ),
    domain: lookAhead((agent, args, ctx) => findDomain(ctx, agent.associateId, args.domainName, agent.isAgentIntern), {
      prefetch: domainList,
      nested: { type: 'Domain', key: (_agentId, args: { domainName: string }) => args.domainName },
    }),
    movableDomains: lookAhead((agent, _, ctx) => loadMovableDomains(ctx, agent.associateId), {
      prefetch: agentCall(domainCalls.movables),
    }),
    purchaseOptions: lookAhead(
      async (agent, _, ctx) => toProductOptions(purchaseOptions(agent.isAgentIntern, await loadDomains(ctx, agent.associateId))),
      { prefetch: domainList },
    ),
  },
  Domain: {
    id: nodeId(loadDomainNode),
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
