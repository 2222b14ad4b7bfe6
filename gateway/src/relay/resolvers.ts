import type { Resolvers } from '../__generated__/resolvers';
import { loadViewer } from '../auth/viewerObject';
import { loadDomainNode } from '../domains/node';
import { loadEmailRedirectNode } from '../emails/node';
import { loadAgent } from '../lib/agent';
import { findSiteNotification } from '../shell/notifications';
import { loadStaffUser } from '../team/staffUser';
import { fromGlobalId } from './globalId';

export const relayResolvers: Resolvers = {
  Node: {
    __resolveType: (obj) => obj.__typename,
  },
  Query: {
    node: async (_, { id }, ctx) => {
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
