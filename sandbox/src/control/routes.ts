import type { Router } from 'express';
import type { AreaContext } from '../area';
import { bodyObject } from '../http/body';
import { route } from '../http/routes';
import { FieldErrors } from '../http/validation';
import { setVersion } from '../lib/version';
import { parseFault } from './faultInput';

/** Sandbox-only test controls; exempt from CSRF and sign-in (docs/sandbox-api.md). */
export function controlRoutes(router: Router, { db, faults, requests, reset }: AreaContext): void {
  route(router, '/api/sandbox/reset/', {
    POST: (req, res) => {
      reset({ keepSessions: bodyObject(req).keep_sessions === true });
      res.status(204).end();
    },
  });

  route(router, '/api/sandbox/faults/', {
    POST: (req, res) => {
      res.status(201).json(faults.add(parseFault(bodyObject(req))));
    },
    DELETE: (_req, res) => {
      faults.clear();
      res.status(204).end();
    },
  });

  route(router, '/api/sandbox/requests/', {
    GET: (_req, res) => {
      res.json(requests.list());
    },
    DELETE: (_req, res) => {
      requests.clear();
      res.status(204).end();
    },
  });

  route(router, '/api/sandbox/version/', {
    PUT: (req, res) => {
      const errors = new FieldErrors();
      const version = errors.requiredText(bodyObject(req), 'version');
      errors.throwIfAny();
      setVersion(db, version);
      res.json({ version });
    },
  });
}
