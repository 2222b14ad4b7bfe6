import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { agentCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

describe('the agent calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: agentCalls.agent,
      path: 'api/agents/A1/',
      document: '{ agent(associateId: "A1") { associateId displayName } }',
      arrange: (gw) => gw.reply('GET', AUTH_INFO, 200, USERS.agent),
      failure: MESSAGES.agentData('A1'),
      dataPath: ['agent'],
      // A search hit is not an agent record: no intern flag.
      wrongShape: { associate_id: 'A1', first_name: 'Alice', preferred_first_name: null, last_name: 'Smith', alias: null },
    },
    {
      call: agentCalls.search,
      path: 'api/agents/search/?q=bob',
      document: '{ searchAgents(text: "Bob") { associateId } }',
      arrange: (gw) => gw.reply('GET', AUTH_INFO, 200, USERS.mirus),
      failure: MESSAGES.agentSearch,
      dataPath: ['searchAgents'],
    },
  ]);
});
