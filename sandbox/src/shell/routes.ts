import { canAdminister } from '@portal/rules';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import { bodyObject } from '../http/body';
import { notFound } from '../http/errors';
import { requireAllowed, requireUser } from '../http/guards';
import { route } from '../http/routes';
import { parseNotification } from './notification-input';
import { getSiteConfig, parseSiteConfig, saveSiteConfig } from './site-config';
import {
  deleteNotification,
  findNotification,
  insertNotification,
  listNotifications,
  updateNotification,
} from './site-notifications';
import { getVersion } from './version';

function notificationId(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export function shellRoutes(router: Router, { db }: AreaContext): void {
  route(router, '/version.txt', {
    GET: (_req, res) => {
      res.type('text/plain').send(getVersion(db));
    },
  });

  route(router, '/api/site_config/', {
    GET: (_req, res) => {
      res.json({ value: getSiteConfig(db) });
    },
    POST: (req, res) => {
      requireAllowed(req, canAdminister);
      const config = parseSiteConfig(bodyObject(req));
      saveSiteConfig(db, config);
      res.json({ value: config });
    },
  });

  route(router, '/api/site_notifications/', {
    GET: (req, res) => {
      requireUser(req);
      res.json(listNotifications(db));
    },
    POST: (req, res) => {
      requireAllowed(req, canAdminister);
      res.status(201).json(insertNotification(db, parseNotification(bodyObject(req))));
    },
  });

  route(router, '/api/site_notifications/:id/', {
    PUT: (req, res) => {
      requireAllowed(req, canAdminister);
      const id = notificationId(req);
      if (!findNotification(db, id)) throw notFound();
      updateNotification(db, id, parseNotification(bodyObject(req)));
      res.json(findNotification(db, id));
    },
    DELETE: (req, res) => {
      requireAllowed(req, canAdminister);
      if (!deleteNotification(db, notificationId(req))) throw notFound();
      res.status(204).end();
    },
  });
}
