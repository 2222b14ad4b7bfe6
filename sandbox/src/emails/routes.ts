import { redirectAddressOf } from '@portal/rules';
import { emailCalls, expressPath } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { agentDomain, allowedAgent } from '../lib/domainAccess';
import type { DomainRecord } from '../lib/domainStore';
import { readBody, reply } from '../http/contract';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { parseRedirect, parseRedirectList, requireLiveDomain } from './input';
import {
  deleteRedirect,
  findRedirect,
  insertRedirects,
  listAgentRedirects,
  listDomainRedirects,
  toEmailRedirect,
  updateRedirect,
  type RedirectRecord,
} from '../lib/emailStore';

/** The agent's domain in the path, after the roles check (403 before 404). */
function domainOf(db: Db, req: Request): DomainRecord {
  return agentDomain(db, req, allowedAgent(db, req));
}

/** Decision D-30: {redirect} is the redirect address's local part; the domain is already in the path. */
function redirectOf(db: Db, req: Request, domain: DomainRecord): RedirectRecord {
  const redirect = findRedirect(db, domain.pk, redirectAddressOf(String(req.params.redirect), domain.domain_name));
  if (!redirect) throw notFound();
  return redirect;
}

const answer = (db: Db, domainPk: number, address: string) => {
  const stored = findRedirect(db, domainPk, address);
  if (!stored) throw notFound();
  return toEmailRedirect(stored);
};

export function emailRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(emailCalls.list.path), {
    GET: (req, res) => {
      reply(res, emailCalls.list, listAgentRedirects(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, expressPath(emailCalls.add.path), {
    // API-011 with one {redirect_address, real_address}, API-012 with a list of them.
    POST: (req, res) => {
      const domain = domainOf(db, req);
      requireLiveDomain(domain);
      const taken = listDomainRedirects(db, domain.pk).map((r) => r.redirect_address);
      const body: unknown = req.body;
      if (Array.isArray(body)) {
        const pairs = parseRedirectList(body, domain.domain_name, taken);
        insertRedirects(db, domain.pk, pairs);
        reply(res, emailCalls.populate, pairs.map((p) => answer(db, domain.pk, p.redirectAddress)), 201);
        return;
      }
      const pair = parseRedirect(readBody(req, emailCalls.add), domain.domain_name, taken);
      insertRedirects(db, domain.pk, [pair]);
      reply(res, emailCalls.add, answer(db, domain.pk, pair.redirectAddress), 201);
    },
  });

  route(router, expressPath(emailCalls.update.path), {
    PUT: (req, res) => {
      const domain = domainOf(db, req);
      const redirect = redirectOf(db, req, domain);
      requireLiveDomain(domain);
      const taken = listDomainRedirects(db, domain.pk)
        .filter((r) => r.id !== redirect.id)
        .map((r) => r.redirect_address);
      const pair = parseRedirect(readBody(req, emailCalls.update), domain.domain_name, taken);
      updateRedirect(db, redirect.id, pair);
      reply(res, emailCalls.update, answer(db, domain.pk, pair.redirectAddress));
    },
    // A cancelled domain's redirects may still be removed.
    DELETE: (req, res) => {
      const domain = domainOf(db, req);
      deleteRedirect(db, redirectOf(db, req, domain).id);
      reply(res, emailCalls.remove, null, 204);
    },
  });

  route(router, expressPath(emailCalls.sendTest.path), {
    POST: (req, res) => {
      const domain = domainOf(db, req);
      redirectOf(db, req, domain);
      requireLiveDomain(domain);
      // The sandbox sends no mail: a test of a live redirect always reports it was sent.
      reply(res, emailCalls.sendTest, { sent: true });
    },
  });
}
