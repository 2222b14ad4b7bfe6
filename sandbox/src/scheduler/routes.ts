import type { Router } from 'express';
import type { AreaContext } from '../area';
import { appointmentRoutes } from './appointment-routes';
import { blockRoutes } from './block-routes';
import { scheduleRoutes } from './schedule-routes';
import { settingsRoutes } from './settings-routes';
import { subscriptionRoutes } from './subscription-routes';

/** API-016..035, all under api/agents/{agentId}/. */
export function schedulerRoutes(router: Router, ctx: AreaContext): void {
  subscriptionRoutes(router, ctx);
  appointmentRoutes(router, ctx);
  scheduleRoutes(router, ctx);
  blockRoutes(router, ctx);
  settingsRoutes(router, ctx);
}
