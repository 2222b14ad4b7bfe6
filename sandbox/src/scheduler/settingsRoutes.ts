import { expressPath, schedulerCalls } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { readBody, reply } from '../http/contract';
import { route } from '../http/routes';
import { allowedAgent } from './access';
import { calendarLinks } from './calendars';
import { listRecipients, replaceRecipients } from './recipients';
import { parseRecipients } from './recipientsInput';

/** API-033..035: what the settings/ page shows (SCHED-028). */
export function settingsRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(schedulerCalls.calendars.path), {
    GET: (req, res) => {
      reply(res, schedulerCalls.calendars, calendarLinks(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, expressPath(schedulerCalls.recipients.path), {
    GET: (req, res) => {
      reply(res, schedulerCalls.recipients, { recipients: listRecipients(db, allowedAgent(db, req).associate_id) });
    },
    PATCH: (req, res) => {
      const agent = allowedAgent(db, req);
      replaceRecipients(db, agent.associate_id, parseRecipients(readBody(req, schedulerCalls.updateRecipients)));
      reply(res, schedulerCalls.updateRecipients, null, 204);
    },
  });
}
