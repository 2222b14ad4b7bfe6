import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { activityCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

describe('the Domain Activity call refuses garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: activityCalls.serviceUpdates,
      path: 'api/agents/A1/service_updates/',
      document: '{ domainActivity(agentId: "A1") { domainName } }',
      arrange: (gw) => {
        gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
        gw.reply('GET', 'api/agents/A1/domains/', 200, []);
      },
      failure: MESSAGES.serviceUpdates,
      dataPath: ['domainActivity'],
      wrongShape: [{ id: 'seven', created: 'yesterday' }],
    },
  ]);
});
