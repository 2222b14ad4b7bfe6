import { MESSAGES } from '@portal/rules';
import { authCalls, expressPath } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { DEMO_PASSWORD } from '../db/seed';
import { acceptTos, findUserById, findUserByUsername, listUsers } from '../db/users';
import { verifyPassword } from '../db/passwords';
import { readBody, reply } from '../http/contract';
import { badRequest } from '../http/errors';
import { requireUser } from '../http/guards';
import { route } from '../http/routes';
import { endSession, startSession } from '../http/session';
import { FieldErrors } from '../http/validation';
import { isoUtc } from '../db/time';
import { authInfo } from './authInfo';

const ACCEPT_TOS_FALSE = 'Must be true to accept the terms of service.';

export function authRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(authCalls.authInfo.path), {
    GET: (req, res) => {
      reply(res, authCalls.authInfo, authInfo(requireUser(req).row));
    },
    PUT: (req, res) => {
      const { row } = requireUser(req);
      if (!readBody(req, authCalls.acceptTos).accept_tos) throw badRequest({ accept_tos: [ACCEPT_TOS_FALSE] });
      acceptTos(db, row.id, isoUtc());
      reply(res, authCalls.acceptTos, authInfo(findUserById(db, row.id) ?? row));
    },
  });

  route(router, expressPath(authCalls.login.path), {
    POST: (req, res) => {
      const body = readBody(req, authCalls.login);
      const errors = new FieldErrors();
      const username = errors.requiredText(body, 'username');
      const password = errors.requiredText(body, 'password');
      errors.throwIfAny();
      const user = findUserByUsername(db, username);
      if (!user || !verifyPassword(password, user.password_hash)) throw badRequest({ detail: MESSAGES.loginFailed });
      startSession(db, req, res, user.id);
      reply(res, authCalls.login, authInfo(user));
    },
  });

  route(router, expressPath(authCalls.logout.path), {
    POST: (req, res) => {
      requireUser(req);
      endSession(db, req, res);
      reply(res, authCalls.logout, null, 204);
    },
  });

  route(router, expressPath(authCalls.sandboxAccounts.path), {
    GET: (_req, res) => {
      const accounts = listUsers(db).map((u) => ({
        username: u.username,
        password: DEMO_PASSWORD,
        label: u.label,
        user_type: authInfo(u).user_type,
      }));
      reply(res, authCalls.sandboxAccounts, accounts);
    },
  });
}
