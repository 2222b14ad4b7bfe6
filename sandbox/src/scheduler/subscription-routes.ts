import type { Router } from 'express';
import type { AreaContext } from '../area';
import { route } from '../http/routes';
import { allowedAgent } from './access';
import { setSubscribed, subscriptionAnswer } from './subscription';

/** API-016..018. The subscription is not the portal's scheduler gate (decision D-35): that lives in the gateway. */
export function subscriptionRoutes(router: Router, { db }: AreaContext): void {
  const base = '/api/agents/:agentId/scheduler_subscription/';
  route(router, base, {
    GET: (req, res) => {
      res.json(subscriptionAnswer(db, allowedAgent(db, req).associate_id));
    },
  });
  for (const [action, active] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    route(router, `${base}${action}/`, {
      PUT: (req, res) => {
        const agent = allowedAgent(db, req);
        setSubscribed(db, agent.associate_id, active);
        res.json(subscriptionAnswer(db, agent.associate_id));
      },
    });
  }
}
