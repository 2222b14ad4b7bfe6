import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { emailCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS, type TestGateway } from '../helpers';
import { AGENT_A1 } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

const DOMAINS = [{ pk: 1, domain_name: 'alpha.example', product_type: 'parked', is_cancelled: false, active: true, content: [] }];
const REDIRECTS = [{ domain_name: 'alpha.example', redirect_address: 'hello@alpha.example', real_address: 'me@mail.example' }];
const HELLO_ID = Buffer.from('EmailRedirect:A1/alpha.example/hello').toString('base64');
const ALPHA = 'api/agents/A1/domains/alpha.example/emails/';

/** What every redirect write reads first: the viewer, the agent, its domains and its redirects. */
function readsBeforeWrite(gw: TestGateway) {
  gw.reply('GET', AUTH_INFO, 200, USERS.agent);
  gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
  gw.reply('GET', 'api/agents/A1/domains/', 200, DOMAINS);
  gw.reply('GET', 'api/agents/A1/emails/', 200, REDIRECTS);
}

describe('the email redirect calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: emailCalls.list,
      path: 'api/agents/A1/emails/',
      document: '{ agent(associateId: "A1") { emailRedirects { totalCount } } }',
      arrange: (gw) => {
        gw.reply('GET', AUTH_INFO, 200, USERS.agent);
        gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
      },
      failure: MESSAGES.emailsLoad,
      dataPath: ['agent'],
    },
    {
      call: emailCalls.add,
      path: ALPHA,
      document: 'mutation($input: AddEmailRedirectInput!) { addEmailRedirect(input: $input) { emailRedirect { id } } }',
      variables: { input: { agentId: 'A1', domainName: 'alpha.example', redirectAddress: 'sales@alpha.example', realAddress: 'me@mail.example' } },
      arrange: readsBeforeWrite,
      failure: MESSAGES.emailAdd,
      dataPath: ['addEmailRedirect'],
    },
    {
      call: emailCalls.populate,
      path: ALPHA,
      document: 'mutation($input: PopulateEmailRedirectsInput!) { populateEmailRedirects(input: $input) { emailRedirects { id } } }',
      variables: { input: { agentId: 'A1', domainName: 'alpha.example', redirects: [{ redirectAddress: 'sales@alpha.example', realAddress: 'me@mail.example' }] } },
      arrange: readsBeforeWrite,
      failure: MESSAGES.emailPopulate,
      dataPath: ['populateEmailRedirects'],
    },
    {
      call: emailCalls.update,
      path: `${ALPHA}hello/`,
      document: 'mutation($input: UpdateEmailRedirectInput!) { updateEmailRedirect(input: $input) { emailRedirect { id } } }',
      variables: { input: { id: HELLO_ID, redirectAddress: 'hi@alpha.example', realAddress: 'me@mail.example' } },
      arrange: readsBeforeWrite,
      failure: MESSAGES.emailSave,
      dataPath: ['updateEmailRedirect'],
    },
    {
      call: emailCalls.remove,
      path: `${ALPHA}hello/`,
      document: 'mutation($input: DeleteEmailRedirectInput!) { deleteEmailRedirect(input: $input) { deletedId } }',
      variables: { input: { id: HELLO_ID } },
      arrange: readsBeforeWrite,
      failure: MESSAGES.emailDelete,
      dataPath: ['deleteEmailRedirect'],
    },
    {
      call: emailCalls.sendTest,
      path: `${ALPHA}hello/test/`,
      document: 'mutation($input: TestEmailRedirectInput!) { testEmailRedirect(input: $input) { sent } }',
      variables: { input: { id: HELLO_ID } },
      arrange: readsBeforeWrite,
      failure: MESSAGES.emailTest,
      dataPath: ['testEmailRedirect'],
    },
  ]);
});
