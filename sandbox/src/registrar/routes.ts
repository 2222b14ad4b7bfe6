import { canAdminister, validateRegistrarContact, type RegistrarContactType } from '@portal/rules';
import { expressPath, registrarCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { readBody, reply } from '../http/contract';
import { badRequest } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import { agentDomain, allowedAgent } from '../lib/domainAccess';
import { regenerateAuthcode, registrarOf, toggleTransferMark, updateContacts } from './store';

/** The registrar is the provider's business: internal staff only (decision D-06), on a domain of the named agent. */
function registrarDomain(db: Db, req: Request) {
  const agent = allowedAgent(db, req, (user) => canAdminister(user));
  return agentDomain(db, req, agent);
}

export function registrarRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(registrarCalls.get.path), {
    GET: (req, res) => {
      reply(res, registrarCalls.get, registrarOf(db, registrarDomain(db, req).pk));
    },
    POST: (req, res) => {
      const domain = registrarDomain(db, req);
      const body = readBody(req, registrarCalls.updateContact);
      const update = { email: body.email.trim(), phone: body.phone.trim(), contactTypes: body.contactTypes };
      const errors = validateRegistrarContact(update); // VALID-032..034
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      updateContacts(db, domain.pk, { ...update, contactTypes: update.contactTypes as RegistrarContactType[] });
      reply(res, registrarCalls.updateContact, registrarOf(db, domain.pk));
    },
  });

  route(router, expressPath(registrarCalls.authcode.path), {
    PUT: (req, res) => {
      const domain = registrarDomain(db, req);
      regenerateAuthcode(db, domain.pk);
      reply(res, registrarCalls.authcode, registrarOf(db, domain.pk));
    },
  });

  route(router, expressPath(registrarCalls.toggleTransferMark.path), {
    PUT: (req, res) => {
      const domain = registrarDomain(db, req);
      const { row } = requireAllowed(req, canAdminister);
      toggleTransferMark(db, domain.pk, row.username);
      reply(res, registrarCalls.toggleTransferMark, registrarOf(db, domain.pk));
    },
  });
}
