import { agentNotificationCalls, expressPath } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import { reply } from '../http/contract';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { allowedAgent } from '../lib/domainAccess';
import { dismissAgentNotification, expandAgentNotification, listAgentNotifications } from './agentNotificationStore';

/** The note in the path: a positive integer, else no such notification. */
function noteIdOf(req: Request): number {
  const raw = String(req.params.noteId);
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) throw notFound();
  return id;
}

/** API-062..064: the roles table's agent rule (the agent, their staff, provider staff), then 404 for what is not theirs. */
export function agentNotificationRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(agentNotificationCalls.list.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      reply(res, agentNotificationCalls.list, listAgentNotifications(db, agent.associate_id));
    },
  });

  route(router, expressPath(agentNotificationCalls.dismiss.path), {
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      if (!dismissAgentNotification(db, agent.associate_id, noteIdOf(req))) throw notFound();
      reply(res, agentNotificationCalls.dismiss, null, 204);
    },
  });

  route(router, expressPath(agentNotificationCalls.expand.path), {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const notification = expandAgentNotification(db, agent.associate_id, noteIdOf(req));
      if (!notification) throw notFound();
      reply(res, agentNotificationCalls.expand, notification);
    },
  });
}
