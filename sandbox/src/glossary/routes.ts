import { canAdminister, newKeyword, validateGlossaryKeyword, type GlossaryKeyword } from '@portal/rules';
import { expressPath, glossaryCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { readBody, reply } from '../http/contract';
import { notFound } from '../http/errors';
import { requireAllowed, requireUser } from '../http/guards';
import { route } from '../http/routes';
import { FieldErrors } from '../http/validation';
import { addRuleErrors } from '../lib/ruleErrors';
import { deleteKeyword, findKeyword, insertKeyword, keywordIdByPath, listKeywords, updateKeyword } from './store';

/** The keyword of a write, checked by the shared rules; a path another term holds is a 400 on `path`. */
function checkedKeyword(db: Db, req: Request, call: typeof glossaryCalls.create, ownId: number | null): GlossaryKeyword {
  const body = readBody(req, call);
  const keyword = newKeyword({
    ...body,
    title: body.title.trim(),
    path: body.path.trim(),
    examples: body.examples.map((e) => e.trim()),
    notes: body.notes.map((n) => n.trim()),
  });
  const errors = new FieldErrors();
  addRuleErrors(errors, validateGlossaryKeyword(keyword), {});
  const holder = keywordIdByPath(db, keyword.path);
  if (!errors.has('path') && holder !== null && holder !== ownId) {
    errors.add('path', `A glossary term with the path "${keyword.path}" already exists. Paths must be unique.`);
  }
  errors.throwIfAny();
  return keyword;
}

function existingId(db: Db, req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || !findKeyword(db, id)) throw notFound();
  return id;
}

export function glossaryRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(glossaryCalls.keywords.path), {
    // API-101: hidden terms only for provider staff (decision D-103).
    GET: (req, res) => {
      const { user } = requireUser(req);
      reply(res, glossaryCalls.keywords, listKeywords(db, user.userType === 'mirus'));
    },
    // API-102: internal provider staff only (decision D-06).
    POST: (req, res) => {
      requireAllowed(req, canAdminister);
      reply(res, glossaryCalls.create, insertKeyword(db, checkedKeyword(db, req, glossaryCalls.create, null)), 201);
    },
  });

  route(router, expressPath(glossaryCalls.update.path), {
    PUT: (req, res) => {
      requireAllowed(req, canAdminister);
      const id = existingId(db, req);
      reply(res, glossaryCalls.update, updateKeyword(db, id, checkedKeyword(db, req, glossaryCalls.update, id)));
    },
    DELETE: (req, res) => {
      requireAllowed(req, canAdminister);
      deleteKeyword(db, existingId(db, req));
      reply(res, glossaryCalls.remove, null, 204);
    },
  });
}
