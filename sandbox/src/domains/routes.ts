import { canAccessAgent, DOMAIN_RULE_MESSAGES } from '@portal/rules';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { isoUtc } from '../db/time';
import { bodyObject } from '../http/body';
import { HttpError } from '../http/errors';
import { route } from '../http/routes';
import { getSiteConfig } from '../shell/site-config';
import { agentDomain, allowedAgent, readableDomain } from './access';
import { removeDomainRedirects } from '../emails/store';
import { parseMove } from './move-input';
import { parseDomainOrder } from './order-input';
import { recentRenders } from './render-attempts';
import { assignDomain, cancelDomain, domainContent, insertDomain, listDomains, listMovables, toDomain } from './store';
import { parseTypeChange } from './type-change-input';
import { whoisFor } from './whois';

const inOneYear = (from: Date): Date => {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date;
};

export function domainRoutes(router: Router, { db }: AreaContext): void {
  route(router, '/api/agents/:agentId/domains/', {
    GET: (req, res) => {
      res.json(listDomains(db, allowedAgent(db, req).associate_id));
    },
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      if (!getSiteConfig(db).domain_transactions_enabled) {
        throw new HttpError(403, { detail: DOMAIN_RULE_MESSAGES.transactionsDisabled });
      }
      const order = parseDomainOrder(db, agent, bodyObject(req));
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
      res.status(201).json(toDomain(db, domain));
    },
  });

  // Before domains/:domain/, so that "movables" is not taken for a domain name.
  route(router, '/api/agents/:agentId/domains/movables/', {
    GET: (req, res) => {
      res.json(listMovables(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, '/api/agents/:agentId/domains/:domain/', {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const domain = agentDomain(db, req, agent);
      const productType = parseTypeChange(agent, domain, bodyObject(req));
      assignDomain(db, domain, agent.associate_id, productType);
      res.json(toDomain(db, { ...domain, product_type: productType }));
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      cancelDomain(db, agentDomain(db, req, agent).pk);
      res.status(204).end();
    },
  });

  route(router, '/api/agents/:agentId/domains/:domain/whois/', {
    GET: (req, res) => {
      res.json(whoisFor(db, readableDomain(db, req)));
    },
  });

  route(router, '/api/agents/:agentId/domains/:domain/content/', {
    GET: (req, res) => {
      res.json({ routes: domainContent(db, readableDomain(db, req).pk) });
    },
  });

  route(router, '/api/agents/:agentId/domains/:domain/render_attempts/recent/', {
    GET: (req, res) => {
      res.json(recentRenders(db, readableDomain(db, req).pk));
    },
  });

  route(router, '/api/agents/:agentId/domains/:domain/move/', {
    PUT: (req, res) => {
      // Decision D-17: whoever may work for the owning agent may move its domain.
      const agent = allowedAgent(db, req, (user, agentId) => canAccessAgent(user, agentId));
      const domain = agentDomain(db, req, agent);
      const move = parseMove(db, domain, bodyObject(req));
      assignDomain(db, domain, move.target_agent, move.target_product_type);
      if (move.remove_redirects) removeDomainRedirects(db, domain.pk);
      res.json({
        domain_name: domain.domain_name,
        target_agent: move.target_agent,
        product_type: move.target_product_type,
      });
    },
  });
}
