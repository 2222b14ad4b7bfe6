import { MESSAGES } from '@portal/rules';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { DEMO_PASSWORD } from '../db/seed';
import { acceptTos, findUserById, findUserByUsername, listUsers } from '../db/users';
import { verifyPassword } from '../db/passwords';
import { bodyObject } from '../http/body';
import { badRequest } from '../http/errors';
import { requireUser } from '../http/guards';
import { route } from '../http/routes';
import { endSession, startSession } from '../http/session';
import { FieldErrors, FIELD_MESSAGES } from '../http/validation';
import { isoUtc } from '../db/time';
import { authInfo } from './auth-info';

const ACCEPT_TOS_FALSE = 'Must be true to accept the terms of service.';

export function authRoutes(router: Router, { db }: AreaContext): void {
  route(router, '/api/users/auth_info/', {
    GET: (req, res) => {
      res.json(authInfo(requireUser(req).row));
    },
    PUT: (req, res) => {
      const { row } = requireUser(req);
      const accept = bodyObject(req).accept_tos;
      if (accept !== true) {
        const message =
          accept === undefined ? FIELD_MESSAGES.required : accept === false ? ACCEPT_TOS_FALSE : FIELD_MESSAGES.boolean;
        throw badRequest({ accept_tos: [message] });
      }
      acceptTos(db, row.id, isoUtc());
      res.json(authInfo(findUserById(db, row.id) ?? row));
    },
  });

  route(router, '/api/auth/login/', {
    POST: (req, res) => {
      const body = bodyObject(req);
      const errors = new FieldErrors();
      const username = errors.requiredText(body, 'username');
      const password = errors.requiredText(body, 'password');
      errors.throwIfAny();
      const user = findUserByUsername(db, username);
      if (!user || !verifyPassword(password, user.password_hash)) throw badRequest({ detail: MESSAGES.loginFailed });
      startSession(db, req, res, user.id);
      res.json(authInfo(user));
    },
  });

  route(router, '/api/auth/logout/', {
    POST: (req, res) => {
      requireUser(req);
      endSession(db, req, res);
      res.status(204).end();
    },
  });

  route(router, '/api/sandbox/accounts/', {
    GET: (_req, res) => {
      const accounts = listUsers(db).map((u) => ({
        username: u.username,
        password: DEMO_PASSWORD,
        label: u.label,
        user_type: u.user_type,
      }));
      res.json(accounts);
    },
  });
}
