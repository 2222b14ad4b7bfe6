import { canAdminister, earliestToday, NOTES_PAGE_SIZE, validateNote } from '@portal/rules';
import { expressPath, noteCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { findAgent, type Agent } from '../lib/agentStore';
import { addRuleErrors } from '../lib/ruleErrors';
import { queryInteger } from '../lib/campaignQuery';
import { readBody, reply } from '../http/contract';
import { HttpError, notFound } from '../http/errors';
import { requireAllowed, type SignedIn } from '../http/guards';
import { route } from '../http/routes';
import { FieldErrors } from '../http/validation';
import { insertNote, listNotes, NOTE_CATEGORIES } from './store';

/** Notes are for internal provider staff only (decision D-06), about an agent that exists. */
function internalAgent(db: Db, req: Request): { agent: Agent; signedIn: SignedIn } {
  const signedIn = requireAllowed(req, canAdminister);
  const agent = findAgent(db, String(req.params.agentId));
  if (!agent) throw notFound();
  return { agent, signedIn };
}

export function noteRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(noteCalls.categories.path), {
    GET: (req, res) => {
      internalAgent(db, req);
      reply(res, noteCalls.categories, [...NOTE_CATEGORIES]);
    },
  });

  route(router, expressPath(noteCalls.notes.path), {
    GET: (req, res) => {
      const { agent } = internalAgent(db, req);
      const errors = new FieldErrors();
      const page = queryInteger(errors, req.query, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
      const pageSize = queryInteger(errors, req.query, 'page_size', NOTES_PAGE_SIZE, 1, 1000);
      errors.throwIfAny();
      const { count, results } = listNotes(db, agent.associate_id, page, pageSize);
      // DRF's page number pagination: a page past the end is a 404, an empty first page is not.
      if (page > 1 && results.length === 0) throw new HttpError(404, { detail: 'Invalid page.' });
      reply(res, noteCalls.notes, { count, page, page_size: pageSize, results });
    },
    POST: (req, res) => {
      const { agent, signedIn } = internalAgent(db, req);
      const body = readBody(req, noteCalls.addNote);
      const errors = new FieldErrors();
      const draft = { category: body.category, text: body.text, followUpBy: body.follow_up_by };
      addRuleErrors(errors, validateNote(draft, earliestToday()), { followUpBy: 'follow_up_by' });
      const category = body.category.trim();
      if (!errors.has('category') && !NOTE_CATEGORIES.some((c) => c.value === category)) {
        errors.add('category', `"${category}" is not a valid choice.`);
      }
      errors.throwIfAny();
      const author = signedIn.row.email ?? signedIn.row.username;
      const followUpBy = body.follow_up_by?.trim() || null;
      const note = insertNote(db, {
        associate_id: agent.associate_id,
        category,
        text: body.text.trim(),
        service_failure: body.service_failure,
        follow_up_by: followUpBy,
        created_by: author,
        // Someone must follow up: the author, until the note is reassigned (decision D-89).
        assigned_to: followUpBy ? author : null,
      });
      reply(res, noteCalls.addNote, note, 201);
    },
  });
}
