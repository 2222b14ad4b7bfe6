import { canAdminister } from '@portal/rules';
import { expressPath, shellCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import { bodyObject } from '../http/body';
import { readBody, reply } from '../http/contract';
import { notFound } from '../http/errors';
import { requireAllowed, requireUser } from '../http/guards';
import { route } from '../http/routes';
import { parseNotification } from './notificationInput';
import { getSiteConfig, parseSiteConfig, saveSiteConfig } from '../lib/siteConfig';
import {
  deleteNotification,
  findNotification,
  insertNotification,
  listNotifications,
  updateNotification,
} from './siteNotifications';
import { getVersion } from '../lib/version';

function notificationId(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export function shellRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(shellCalls.version.path), {
    GET: (_req, res) => {
      reply(res, shellCalls.version, getVersion(db));
    },
  });

  route(router, expressPath(shellCalls.siteConfig.path), {
    GET: (_req, res) => {
      reply(res, shellCalls.siteConfig, { value: getSiteConfig(db) });
    },
    POST: (req, res) => {
      requireAllowed(req, canAdminister);
      const config = parseSiteConfig(readBody(req, shellCalls.saveSiteConfig));
      saveSiteConfig(db, config);
      reply(res, shellCalls.saveSiteConfig, { value: config });
    },
  });

  route(router, expressPath(shellCalls.siteNotifications.path), {
    GET: (req, res) => {
      requireUser(req);
      reply(res, shellCalls.siteNotifications, listNotifications(db));
    },
    POST: (req, res) => {
      requireAllowed(req, canAdminister);
      const created = insertNotification(db, parseNotification(bodyObject(req)));
      reply(res, shellCalls.createSiteNotification, created, 201);
    },
  });

  route(router, expressPath(shellCalls.updateSiteNotification.path), {
    PUT: (req, res) => {
      requireAllowed(req, canAdminister);
      const id = notificationId(req);
      if (!findNotification(db, id)) throw notFound();
      updateNotification(db, id, parseNotification(bodyObject(req)));
      reply(res, shellCalls.updateSiteNotification, findNotification(db, id)!);
    },
    DELETE: (req, res) => {
      requireAllowed(req, canAdminister);
      if (!deleteNotification(db, notificationId(req))) throw notFound();
      reply(res, shellCalls.deleteSiteNotification, null, 204);
    },
  });
}
