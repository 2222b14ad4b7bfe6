import { normalizeArticleBlacklist } from '@portal/rules';
import { editorCalls, expressPath } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { isoUtc } from '../db/time';
import { domainContent } from '../lib/domainStore';
import { readBody, reply } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import { requireUser } from '../http/guards';
import { route } from '../http/routes';
import { FIELD_MESSAGES } from '../http/validation';
import { editableDomain, editorDomain } from './access';
import { readArticleBlacklist, saveArticleBlacklist } from './blacklist';
import { domainConfig } from '../lib/domainConfig';
import { deleteOverrides, insertOverride, listOverrides } from './overrides';
import { EDITOR_TREES } from './tree';

/** A query parameter as a list (?status=a&status=b), Express's parser giving a string or an array. */
function queryList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

function queryText(value: unknown): string | undefined {
  const list = queryList(value);
  return list.length > 0 ? list[list.length - 1] : undefined;
}

export function editorRoutes(router: Router, { db }: AreaContext): void {
  // API-048 (note the singular "domain").
  route(router, expressPath(editorCalls.config.path), {
    GET: (req, res) => {
      const domain = editableDomain(db, req, 'read');
      const pages = queryText(req.query.include_pages) !== 'false' ? EDITOR_TREES[domain.product_type].map((p) => p.key) : null;
      reply(res, editorCalls.config, domainConfig(db, domain, pages));
    },
  });

  // API-049, API-050.
  route(router, expressPath(editorCalls.overrides.path), {
    GET: (req, res) => {
      const domain = editorDomain(db, req, 'read');
      const statuses = queryList(req.query.status);
      reply(res, editorCalls.overrides, listOverrides(db, domain.pk, statuses.length > 0 ? statuses : ['pending', 'approved']));
    },
    POST: (req, res) => {
      const domain = editableDomain(db, req, 'write');
      const { row } = requireUser(req);
      // The value may be empty (it clears a text), never missing (ERR-051); a new override is always pending.
      const body = readBody(req, editorCalls.saveOverride);
      const created = insertOverride(db, domain.pk, { ...body, time: isoUtc(new Date(body.time)) }, row.username);
      reply(res, editorCalls.saveOverride, created, 201);
    },
  });

  // API-051: the literal 0 and the field named by the query (any other id matches no route: 404).
  route(router, expressPath(editorCalls.deleteOverride.path), {
    DELETE: (req, res) => {
      const domain = editorDomain(db, req, 'write');
      const where = {
        branch: queryText(req.query.branch),
        key: queryText(req.query.key),
        subkey: queryText(req.query.subkey) ?? '',
        page_key: queryText(req.query.page_key) ?? '',
      };
      const missing: Record<string, string[]> = {};
      if (!where.branch) missing.branch = [FIELD_MESSAGES.required];
      if (!where.key) missing.key = [FIELD_MESSAGES.required];
      if (Object.keys(missing).length > 0) throw badRequest(missing);
      const removed = deleteOverrides(db, domain.pk, {
        ...where,
        branch: where.branch as string,
        key: where.key as string,
      });
      if (removed === 0) throw notFound();
      reply(res, editorCalls.deleteOverride, null, 204);
    },
  });

  // API-052.
  route(router, expressPath(editorCalls.tree.path), {
    GET: (req, res) => {
      const domain = editableDomain(db, req, 'read');
      reply(res, editorCalls.tree, [...EDITOR_TREES[domain.product_type]]);
    },
  });

  // API-053: the site's content exists (200 with its routes) or not (404).
  route(router, expressPath(editorCalls.content.path), {
    GET: (req, res) => {
      const domain = editableDomain(db, req, 'read');
      const routes = domainContent(db, domain.pk);
      if (routes.length === 0) throw notFound();
      reply(res, editorCalls.content, { domain_name: domain.domain_name, routes });
    },
  });

  // API-054: asks the provider to regenerate one category of stock copy.
  route(router, expressPath(editorCalls.refreshCopy.path), {
    PUT: (req, res) => {
      const domain = editableDomain(db, req, 'write');
      const category = queryText(req.query.category)?.trim();
      if (!category) throw badRequest({ category: [FIELD_MESSAGES.required] });
      reply(res, editorCalls.refreshCopy, { domain_name: domain.domain_name, category, refreshed: true });
    },
  });

  // API-055, API-056.
  route(router, expressPath(editorCalls.articleBlacklist.path), {
    GET: (req, res) => {
      const domain = editableDomain(db, req, 'read');
      reply(res, editorCalls.articleBlacklist, { article_blacklist: readArticleBlacklist(db, domain.pk) });
    },
    PUT: (req, res) => {
      const domain = editableDomain(db, req, 'write');
      // Every entry must be a slug (decision D-67): one message per bad entry, and nothing is stored.
      const list = normalizeArticleBlacklist(readBody(req, editorCalls.saveArticleBlacklist).article_blacklist);
      saveArticleBlacklist(db, domain.pk, list);
      reply(res, editorCalls.saveArticleBlacklist, { article_blacklist: list });
    },
  });

  // API-057: anyone who may open the editor logs their visit (demo users too).
  route(router, expressPath(editorCalls.logEditing.path), {
    PUT: (req, res) => {
      const domain = editorDomain(db, req, 'read');
      const { row } = requireUser(req);
      const time = isoUtc();
      db.prepare('INSERT INTO editor_visits (domain_pk, username, time) VALUES (?, ?, ?)').run(
        domain.pk,
        row.username,
        time,
      );
      reply(res, editorCalls.logEditing, { domain_name: domain.domain_name, logged_at: time });
    },
  });
}
