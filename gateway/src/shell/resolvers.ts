import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { loadAgent } from './agent';
import { prefetchAgentFields } from './agentPrefetch';
import { loadAppVersion } from './appVersion';
import {
  createSiteNotification,
  deleteSiteNotification,
  isActive,
  loadSiteNotifications,
  locationOf,
  updateSiteNotification,
  type SiteNotificationInput,
  type SiteNotificationObject,
} from './notifications';
import { loadSiteConfig, saveSiteConfig, type SiteConfigInput } from './siteConfig';

type Ctx = GatewayContext;

export const shellResolvers = {
  Query: {
    siteConfig: (_: unknown, __: unknown, ctx: Ctx) => loadSiteConfig(ctx),
    siteNotifications: (_: unknown, __: unknown, ctx: Ctx) => loadSiteNotifications(ctx),
    appVersion: (_: unknown, __: unknown, ctx: Ctx) => loadAppVersion(ctx),
    agent: (_: unknown, args: { associateId: string }, ctx: Ctx, info: GraphQLResolveInfo) =>
      loadAgent(ctx, args.associateId, (id) => prefetchAgentFields(ctx, id, info)),
  },
  Mutation: {
    saveSiteConfig: (_: unknown, args: { input: SiteConfigInput }, ctx: Ctx) => saveSiteConfig(ctx, args.input),
    createSiteNotification: (_: unknown, args: { input: SiteNotificationInput }, ctx: Ctx) =>
      createSiteNotification(ctx, args.input),
    updateSiteNotification: (_: unknown, args: { id: string; input: SiteNotificationInput }, ctx: Ctx) =>
      updateSiteNotification(ctx, args.id, args.input),
    deleteSiteNotification: (_: unknown, args: { id: string }, ctx: Ctx) => deleteSiteNotification(ctx, args.id),
  },
  SiteNotification: {
    active: (n: SiteNotificationObject) => isActive(n, new Date()),
    location: (n: SiteNotificationObject) => locationOf(n),
  },
};
