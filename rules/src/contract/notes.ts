import { z } from 'zod';
import { isoDateTime, isoDay, maybe, restCall } from './call';

// Notes on an agent and their categories (API-092..094, ADMIN-028, ADMIN-029; decision D-89).

/** A note (API-092, API-093); people are named by their e-mail addresses. */
export const noteRecord = z.object({
  id: z.number().int().positive(),
  category: z.string().min(1),
  text: z.string(),
  service_failure: z.boolean(),
  follow_up_by: maybe(isoDay),
  followed_up_at: maybe(isoDateTime),
  created_at: isoDateTime,
  created_by: maybe(z.string()),
  assigned_to: maybe(z.string()),
  updated_at: maybe(isoDateTime),
});
export type NoteRecord = z.output<typeof noteRecord>;

/** One page of notes, newest first (API-092, page_size 100). */
export const notePage = z.object({
  /** Notes over all pages. */
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  results: z.array(noteRecord),
});

/** A category the add-note form offers (API-094). */
export const noteCategory = z.object({ value: z.string().min(1), label: z.string().min(1) });

/** API-093's body: the four keys of the add-note form. */
export const noteBody = z.object({
  category: z.string(),
  service_failure: z.boolean(),
  text: z.string(),
  follow_up_by: z.string().nullable(),
});

const NOTES = 'api/agents/{agentId}/notes/';

export const noteCalls = {
  /** Query: page, page_size (100). */
  notes: restCall({ api: 'API-092', method: 'GET', path: NOTES, answer: notePage }),
  addNote: restCall({ api: 'API-093', method: 'POST', path: NOTES, body: noteBody, answer: noteRecord, status: 201 }),
  categories: restCall({ api: 'API-094', method: 'GET', path: `${NOTES}categories/`, answer: z.array(noteCategory) }),
};
