import { canAdminister, DOMAIN_RULE_MESSAGES } from '@portal/rules';
import { domainCalls, expressPath } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { isoUtc } from '../db/time';
import { readBody, reply } from '../http/contract';
import { HttpError } from '../http/errors';
import { route } from '../http/routes';
import { getSiteConfig } from '../lib/siteConfig';
import { agentDomain, allowedAgent, readableDomain } from '../lib/domainAccess';
import { removeDomainRedirects } from '../lib/emailStore';
import { parseMove } from './moveInput';
import { parseDomainOrder } from './orderInput';
import { recentRenders, renderHistory } from './renderAttempts';
import { assignDomain, cancelDomain, domainContent, insertDomain, listDomains, listMovables, toDomain } from '../lib/domainStore';
import { parseTypeChange } from './typeChangeInput';
import { whoisFor } from './whois';

const inOneYear = (from: Date): Date => {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date;
};

export function domainRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(domainCalls.list.path), {
    GET: (req, res) => {
      reply(res, domainCalls.list, listDomains(db, allowedAgent(db, req).associate_id));
    },
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      if (!getSiteConfig(db).domain_transactions_enabled) {
        throw new HttpError(403, { detail: DOMAIN_RULE_MESSAGES.transactionsDisabled });
      }
      const order = parseDomainOrder(db, agent, readBody(req, domainCalls.order));
      const now = new Date();
      // Not active until the provider sets it up; a new domain has no pages yet.
      const domain = insertDomain(db, {
        associate_id: agent.associate_id,
        domain_name: order.name,
        product_type: order.product_type,
        is_cancelled: false,
        active: false,
        can_move: true,
        is_transfer: order.is_transfer,
        registered_on: isoUtc(now),
        expires_on: isoUtc(inOneYear(now)),
      });
      reply(res, domainCalls.order, toDomain(db, domain), 201);
    },
  });

  // Before domains/{domain}/, so that "movables" is not taken for a domain name.
  route(router, expressPath(domainCalls.movables.path), {
    GET: (req, res) => {
      reply(res, domainCalls.movables, listMovables(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, expressPath(domainCalls.changeType.path), {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const domain = agentDomain(db, req, agent);
      const productType = parseTypeChange(agent, domain, readBody(req, domainCalls.changeType));
      assignDomain(db, domain, agent.associate_id, productType);
      reply(res, domainCalls.changeType, toDomain(db, { ...domain, product_type: productType }));
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      cancelDomain(db, agentDomain(db, req, agent).pk);
      reply(res, domainCalls.cancel, null, 204);
    },
  });

  route(router, expressPath(domainCalls.whois.path), {
    GET: (req, res) => {
      reply(res, domainCalls.whois, whoisFor(db, readableDomain(db, req)));
    },
  });

  route(router, expressPath(domainCalls.content.path), {
    GET: (req, res) => {
      reply(res, domainCalls.content, { routes: domainContent(db, readableDomain(db, req).pk) });
    },
  });

  route(router, expressPath(domainCalls.renderAttempts.path), {
    GET: (req, res) => {
      reply(res, domainCalls.renderAttempts, recentRenders(db, readableDomain(db, req).pk));
    },
  });

  // ADMIN-056: the full history is the toolbox's, for internal staff only (decision D-06).
  route(router, expressPath(domainCalls.renderHistory.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req, (user) => canAdminister(user));
      reply(res, domainCalls.renderHistory, renderHistory(db, agentDomain(db, req, agent).pk));
    },
  });

  route(router, expressPath(domainCalls.move.path), {
    PUT: (req, res) => {
      // Decision D-91: a move is the toolbox's, for internal provider staff only.
      const agent = allowedAgent(db, req, (user) => canAdminister(user));
      const domain = agentDomain(db, req, agent);
      const move = parseMove(db, domain, readBody(req, domainCalls.move));
      assignDomain(db, domain, move.target_agent, move.target_product_type);
      if (move.remove_redirects) removeDomainRedirects(db, domain.pk);
      reply(res, domainCalls.move, {
        domain_name: domain.domain_name,
        target_agent: move.target_agent,
        product_type: move.target_product_type,
      });
    },
  });
}
