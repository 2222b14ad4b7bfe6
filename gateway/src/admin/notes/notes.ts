import { GraphQLError } from 'graphql';
import { earliestToday, MESSAGES, NOTES_PAGE_SIZE, validateNote } from '@portal/rules';
import { noteCalls, type NoteRecord } from '@portal/rules/contract';
import type { AddNoteInput, Note, NoteCategory, NotePage } from '../../__generated__/resolvers';
import { requireAdmin } from '../../session/guards';
import type { GatewayContext } from '../../context';
import { objectId } from '../../lib/objectId';
import { refuseRuleErrors } from '../../lib/ruleErrors';

function toNote(record: NoteRecord, agentId: string): Note {
  return {
    id: objectId('Note', `${agentId}/${record.id}`),
    noteId: String(record.id),
    category: record.category,
    text: record.text,
    serviceFailure: record.service_failure,
    followUpBy: record.follow_up_by,
    followedUpAt: record.followed_up_at ? new Date(record.followed_up_at) : null,
    createdAt: new Date(record.created_at),
    createdBy: record.created_by,
    assignedTo: record.assigned_to,
    updatedAt: record.updated_at ? new Date(record.updated_at) : null,
  };
}

const createdTime = (note: Note) => new Date(note.createdAt).getTime();

/** API-092 (page_size 100). Callers have checked that the viewer is internal. */
async function readNotes(ctx: GatewayContext, agentId: string, page: number): Promise<NotePage> {
  const answer = await ctx.rest.call(noteCalls.notes, {
    path: { agentId },
    query: { page: String(page), page_size: String(NOTES_PAGE_SIZE) },
    failure: MESSAGES.notesLoad, // ERR-076
  });
  const notes = answer.results.map((r) => toNote(r, agentId)).sort((a, b) => createdTime(b) - createdTime(a));
  return {
    id: objectId('NotePage', `${agentId}/${page}`),
    page,
    pageSize: NOTES_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(answer.count / NOTES_PAGE_SIZE)),
    totalCount: answer.count,
    notes,
  };
}

/** ADMIN-029: one page of notes, newest first. Internal users only (decision D-06), before any upstream call. */
export async function agentNotes(ctx: GatewayContext, agentId: string, page: number | null | undefined): Promise<NotePage> {
  await requireAdmin(ctx);
  const pageNumber = page ?? 1;
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 1) {
    throw new GraphQLError('The page must be 1 or more.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return readNotes(ctx, agentId, pageNumber);
}

/** API-094, ADMIN-028: the add-note form's categories. */
export async function noteCategories(ctx: GatewayContext, agentId: string): Promise<NoteCategory[]> {
  await requireAdmin(ctx);
  return ctx.rest.call(noteCalls.categories, { path: { agentId }, failure: MESSAGES.notesLoad }); // ERR-076
}

/** API-093, ADMIN-028: VALID-025..027 before the POST (decision D-89); page 1 is read again after it. */
export async function addNote(ctx: GatewayContext, input: AddNoteInput): Promise<{ note: Note; notes: NotePage }> {
  await requireAdmin(ctx);
  const followUpBy = input.followUpBy?.trim() || null;
  refuseRuleErrors(validateNote({ category: input.category, text: input.text, followUpBy }, earliestToday()));
  const record = await ctx.rest.call(noteCalls.addNote, {
    path: { agentId: input.agentId },
    body: {
      category: input.category.trim(),
      service_failure: input.serviceFailure,
      text: input.text.trim(),
      follow_up_by: followUpBy,
    },
    failure: MESSAGES.noteSave, // ERR-077
  });
  return { note: toNote(record, input.agentId), notes: await readNotes(ctx, input.agentId, 1) };
}
