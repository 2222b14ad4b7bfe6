import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { noteCalls } from '@portal/rules/contract';
import { USERS } from '../helpers';
import { itRefusesGarbageAnswers, viewer } from './garbage';

const NOTES = 'api/agents/A1/notes/';

describe('the notes calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: noteCalls.notes,
      path: `${NOTES}?page=1&page_size=100`,
      document: 'query($agentId: ID!) { agentNotes(agentId: $agentId) { id } }',
      variables: { agentId: 'A1' },
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.notesLoad,
      dataPath: ['agentNotes'],
    },
    {
      call: noteCalls.categories,
      path: `${NOTES}categories/`,
      document: 'query($agentId: ID!) { noteCategories(agentId: $agentId) { value } }',
      variables: { agentId: 'A1' },
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.notesLoad,
      dataPath: ['noteCategories'],
      wrongShape: [{ value: 'billing' }],
    },
    {
      call: noteCalls.addNote,
      path: NOTES,
      document: 'mutation($input: AddNoteInput!) { addNote(input: $input) { note { id } } }',
      variables: { input: { agentId: 'A1', category: 'billing', text: 'Called', serviceFailure: false } },
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.noteSave,
      dataPath: ['addNote'],
      status: 201,
    },
  ]);
});
