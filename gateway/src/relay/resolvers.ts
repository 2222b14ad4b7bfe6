import type { GatewayContext } from '../context';
import { loadViewer } from '../auth/resolvers';
import { loadDomainNode } from '../domains/node';
import { loadEmailRedirectNode } from '../emails/node';
import { loadAgent } from '../shell/agent';
import { findSiteNotification } from '../shell/notifications';
import { loadStaffUser } from '../team/staffUser';
import { fromGlobalId, type NodeType } from './globalId';

export const relayResolvers = {
  Node: {
    __resolveType: (obj: { __typename: NodeType }) => obj.__typename,
  },
  Query: {
    node: async (_: unknown, { id }: { id: string }, ctx: GatewayContext) => {
      const parsed = fromGlobalId(id);
      if (!parsed) return null;
      switch (parsed.type) {
        case 'Viewer':
          return parsed.localId === 'me' ? loadViewer(ctx) : null;
        case 'Agent':
          return loadAgent(ctx, parsed.localId);
        case 'SiteNotification':
          return findSiteNotification(ctx, parsed.localId);
        case 'Domain':
          return loadDomainNode(ctx, parsed.localId);
        case 'EmailRedirect':
          return loadEmailRedirectNode(ctx, parsed.localId);
        case 'StaffUser':
          return loadStaffUser(ctx, parsed.localId);
        default:
          return null;
      }
    },
  },
};
