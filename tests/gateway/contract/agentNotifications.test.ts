import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { agentNotificationCalls } from '@portal/rules/contract';
import { itRefusesGarbageAnswers, signedIn, viewer } from './garbage';

const ID = Buffer.from('AgentNotification:A1/7').toString('base64');
const NOTE = {
  note_id: 7,
  title: 'alice.example renews on Dec 5',
  message: 'Your domain renews on Dec 5, 2026.',
  variant: 'info',
  created: '2026-11-20T09:35:00Z',
  expanded: false,
};

describe('the agent notification calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: agentNotificationCalls.list,
      path: 'api/agents/A1/notifications/',
      document: '{ agent(associateId: "A1") { associateId notifications { id title } } }',
      arrange: signedIn(),
      failure: MESSAGES.agentNotificationsLoad,
      dataPath: ['agent', 'notifications'],
      // A notification without its title cannot be listed: no silent blank row.
      wrongShape: [{ ...NOTE, title: undefined }],
    },
    {
      call: agentNotificationCalls.dismiss,
      path: 'api/agents/A1/notifications/7/',
      document: 'mutation($input: AgentNotificationInput!) { dismissAgentNotification(input: $input) { deletedId } }',
      variables: { input: { id: ID } },
      arrange: viewer(),
      failure: MESSAGES.agentNotificationDismiss,
      dataPath: ['dismissAgentNotification'],
    },
    {
      call: agentNotificationCalls.expand,
      path: 'api/agents/A1/notifications/7/expand/',
      document: 'mutation($input: AgentNotificationInput!) { expandAgentNotification(input: $input) { notification { id expanded } } }',
      variables: { input: { id: ID } },
      arrange: viewer(),
      failure: MESSAGES.agentNotificationExpand,
      dataPath: ['expandAgentNotification'],
      // "yes" is not a boolean: the card must not guess whether it was read.
      wrongShape: { ...NOTE, expanded: 'yes' },
    },
  ]);
});
