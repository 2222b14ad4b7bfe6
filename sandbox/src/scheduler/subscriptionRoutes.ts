import { expressPath, schedulerCalls } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { reply } from '../http/contract';
import { route } from '../http/routes';
import { allowedAgent } from './access';
import { setSubscribed, subscriptionAnswer } from './subscription';

/** API-016..018. The subscription is not the portal's scheduler gate (decision D-35): that lives in the gateway. */
export function subscriptionRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(schedulerCalls.subscription.path), {
    GET: (req, res) => {
      reply(res, schedulerCalls.subscription, subscriptionAnswer(db, allowedAgent(db, req).associate_id));
    },
  });
  for (const [call, active] of [
    [schedulerCalls.enable, true],
    [schedulerCalls.disable, false],
  ] as const) {
    route(router, expressPath(call.path), {
      PUT: (req, res) => {
        const agent = allowedAgent(db, req);
        setSubscribed(db, agent.associate_id, active);
        reply(res, call, subscriptionAnswer(db, agent.associate_id));
      },
    });
  }
}
