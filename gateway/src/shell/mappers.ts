// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts).
import type { AgentObject } from '../lib/agent';
import type { SiteNotificationObject } from './notifications';

export type AgentParent = AgentObject;
export type SiteNotificationParent = SiteNotificationObject;
