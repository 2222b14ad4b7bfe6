import type { Router } from 'express';
import type { AreaContext } from '../area';
import { bodyObject } from '../http/body';
import { route } from '../http/routes';
import { allowedAgent } from './access';
import { calendarLinks } from './calendars';
import { listRecipients, replaceRecipients } from './recipients';
import { parseRecipients } from './recipients-input';

/** API-033..035: what the settings/ page shows (SCHED-028). */
export function settingsRoutes(router: Router, { db }: AreaContext): void {
  route(router, '/api/agents/:agentId/calendars/', {
    GET: (req, res) => {
      res.json(calendarLinks(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, '/api/agents/:agentId/appointment_notification_recipients/', {
    GET: (req, res) => {
      res.json({ recipients: listRecipients(db, allowedAgent(db, req).associate_id) });
    },
    PATCH: (req, res) => {
      const agent = allowedAgent(db, req);
      replaceRecipients(db, agent.associate_id, parseRecipients(bodyObject(req)));
      res.status(204).end();
    },
  });
}
