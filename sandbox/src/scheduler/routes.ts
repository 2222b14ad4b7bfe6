import type { Router } from 'express';
import type { AreaContext } from '../area';
import { appointmentRoutes } from './appointmentRoutes';
import { blockRoutes } from './blockRoutes';
import { scheduleRoutes } from './scheduleRoutes';
import { settingsRoutes } from './settingsRoutes';
import { subscriptionRoutes } from './subscriptionRoutes';

/** API-016..035, all under api/agents/{agentId}/. */
export function schedulerRoutes(router: Router, ctx: AreaContext): void {
  subscriptionRoutes(router, ctx);
  appointmentRoutes(router, ctx);
  scheduleRoutes(router, ctx);
  blockRoutes(router, ctx);
  settingsRoutes(router, ctx);
}
