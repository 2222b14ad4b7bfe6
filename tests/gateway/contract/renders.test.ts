import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
import { USERS, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers, viewer } from './garbage';

const withActiveDomain = (gw: TestGateway) => {
  viewer(USERS.mirus)(gw);
  gw.reply('GET', 'api/agents/A1/domains/', 200, [
    { pk: 1, domain_name: 'a1.example', product_type: 'm1', is_cancelled: false, active: true, content: ['/'] },
  ]);
};

describe('the render history call refuses garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: domainCalls.renderHistory,
      path: 'api/agents/A1/domains/a1.example/render_attempts/',
      document: 'query($agentId: ID!) { domainRenders(agentId: $agentId) { id } }',
      variables: { agentId: 'A1' },
      arrange: withActiveDomain,
      failure: MESSAGES.renderAttempts,
      dataPath: ['domainRenders'],
      wrongShape: [{ render_time: 'not a time', success: 'yes' }],
    },
  ]);
});
