import type { Resolvers } from '../__generated__/resolvers';
import { loadAgent } from '../lib/agent';
import { startLookAhead } from '../lib/lookAhead';
import { nodeId } from '../relay/node';
import { loadAppVersion } from './appVersion';
import {
  createSiteNotification,
  deleteSiteNotification,
  findSiteNotification,
  isActive,
  loadSiteNotifications,
  locationOf,
  updateSiteNotification,
} from './notifications';
import { loadSiteConfig, saveSiteConfig } from '../lib/siteConfig';

export const shellResolvers: Resolvers = {
  Query: {
    siteConfig: (_, __, ctx) => loadSiteConfig(ctx),
    siteNotifications: (_, __, ctx) => loadSiteNotifications(ctx),
    appVersion: (_, __, ctx) => loadAppVersion(ctx),
    agent: (_, args, ctx, info) =>
      loadAgent(ctx, args.associateId, (id) => startLookAhead(ctx, info, 'Agent', id)),
  },
  Mutation: {
    saveSiteConfig: (_, args, ctx) => saveSiteConfig(ctx, args.input),
    createSiteNotification: (_, args, ctx) => createSiteNotification(ctx, args.input),
    updateSiteNotification: (_, args, ctx) => updateSiteNotification(ctx, args.id, args.input),
    deleteSiteNotification: (_, args, ctx) => deleteSiteNotification(ctx, args.id),
  },
  Agent: {
    id: nodeId((ctx, associateId) => loadAgent(ctx, associateId)),
  },
  SiteNotification: {
    id: nodeId(findSiteNotification),
    active: (n) => isActive(n, new Date()),
    location: (n) => locationOf(n),
  },
};
