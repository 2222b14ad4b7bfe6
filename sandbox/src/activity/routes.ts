import { canAdminister } from '@portal/rules';
import { activityCalls, expressPath } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { reply } from '../http/contract';
import { route } from '../http/routes';
import { allowedAgent } from '../lib/domainAccess';
import { listServiceUpdates } from './store';

export function activityRoutes(router: Router, { db }: AreaContext): void {
  // API-107: internal provider staff only (decision D-06), like every toolbox call.
  route(router, expressPath(activityCalls.serviceUpdates.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req, (user) => canAdminister(user));
      reply(res, activityCalls.serviceUpdates, listServiceUpdates(db, agent.associate_id));
    },
  });
}
