import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { glossaryCalls } from '@portal/rules/contract';
import { USERS, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers, viewer } from './garbage';

const TERM = { id: 4, title: 'Visits', description: '<p>People</p>', path: 'visits', visible: true, examples: [], notes: [] };
const INPUT = { title: 'Visits', description: '<p>People</p>', path: 'visits', visible: true, examples: [], notes: [] };
const withList = (list: unknown[]) => (gw: TestGateway) => {
  viewer(USERS.mirus)(gw);
  gw.reply('GET', 'api/glossary/', 200, list);
};

describe('the glossary calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: glossaryCalls.keywords,
      path: 'api/glossary/',
      document: '{ glossary { id terms { title } } }',
      arrange: viewer(USERS.agent),
      failure: MESSAGES.glossaryLoad,
      dataPath: ['glossary'],
      wrongShape: [{ id: 1, title: 'Visits' }],
    },
    {
      call: glossaryCalls.create,
      path: 'api/glossary/',
      document: 'mutation($input: GlossaryTermInput!) { createGlossaryTerm(input: $input) { term { id } } }',
      variables: { input: INPUT },
      arrange: (gw) => {
        viewer(USERS.mirus)(gw);
        // The path check's read (API-101) answers first; the garbage answers the POST.
        gw.pool.intercept({ method: 'GET', path: '/api/glossary/' }).reply(200, [], { headers: { 'content-type': 'application/json' } });
      },
      failure: MESSAGES.glossarySave,
      dataPath: ['createGlossaryTerm'],
      status: 201,
    },
    {
      call: glossaryCalls.update,
      path: 'api/glossary/4/',
      document: 'mutation($input: GlossaryTermInput!) { updateGlossaryTerm(termId: "4", input: $input) { term { id } } }',
      variables: { input: INPUT },
      arrange: withList([TERM]),
      failure: MESSAGES.glossarySave,
      dataPath: ['updateGlossaryTerm'],
    },
    {
      call: glossaryCalls.remove,
      path: 'api/glossary/4/',
      document: 'mutation { deleteGlossaryTerm(termId: "4") { deletedId } }',
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.glossaryDelete,
      dataPath: ['deleteGlossaryTerm'],
      wrongShape: { detail: 'deleted' },
    },
  ]);
});
