import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS, type TestGateway } from '../helpers';
import { signedIn, itRefusesGarbageAnswers } from './garbage';

const CONFIG = { domain_transactions_enabled: true, editor_message: null, demo_domains: [], demo_users: [] };
const BETA = {
  pk: 2,
  domain_name: 'beta.example',
  product_type: 'sf_microsite',
  is_cancelled: false,
  active: true,
  content: ['/', '/quote/'],
};
const LIST = 'api/agents/A1/domains/';
const BETA_PATH = `${LIST}beta.example/`;
const BETA_ID = Buffer.from('Domain:A1/beta.example').toString('base64');

const signedInAgent = signedIn();

/** The viewer, the agent and its domain list, as written by the upstream. */
function withDomains(list: unknown[] = [BETA]) {
  return (gw: TestGateway) => {
    signedInAgent(gw);
    gw.reply('GET', LIST, 200, list);
  };
}

const PAYLOAD = 'domain { id productType } agent { associateId }';
const ORDER_READS = (gw: TestGateway) => {
  withDomains()(gw);
  gw.reply('GET', 'api/site_config/', 200, { value: CONFIG });
};

describe('the domain calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: domainCalls.list,
      path: LIST,
      document: '{ agent(associateId: "A1") { domains { totalCount } } }',
      arrange: signedInAgent,
      failure: MESSAGES.domainsLoad,
      dataPath: ['agent', 'domains'],
      // A record of an unknown product type is not a domain the portal can show.
      wrongShape: [{ ...BETA, product_type: 'gold' }],
    },
    {
      call: domainCalls.changeType,
      path: BETA_PATH,
      document: `mutation($input: ChangeProductTypeInput!) { changeProductType(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { domainId: BETA_ID, productType: 'm1' } },
      arrange: withDomains(),
      failure: MESSAGES.domainChange,
      dataPath: ['changeProductType'],
    },
    {
      call: domainCalls.cancel,
      path: BETA_PATH,
      document: `mutation($input: CancelDomainInput!) { cancelDomain(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { domainId: BETA_ID } },
      arrange: withDomains(),
      failure: MESSAGES.domainCancel,
      dataPath: ['cancelDomain'],
    },
    {
      call: domainCalls.order,
      path: LIST,
      document: `mutation($input: PurchaseDomainInput!) { purchaseDomain(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', domainName: 'new.example', productType: 'm1' } },
      arrange: ORDER_READS,
      failure: MESSAGES.domainPurchase('new.example'),
      dataPath: ['purchaseDomain'],
    },
    {
      call: domainCalls.order,
      path: LIST,
      document: `mutation($input: TransferDomainInput!) { transferDomain(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', domainName: 'ex.com', productType: 'm1', authCode: 'EPP-1' } },
      arrange: ORDER_READS,
      failure: MESSAGES.domainTransfer('ex.com'),
      dataPath: ['transferDomain'],
      wrongShape: { pk: '12', domain_name: 'ex.com' },
    },
    {
      call: domainCalls.whois,
      path: `${BETA_PATH}whois/`,
      document: '{ agent(associateId: "A1") { domain(domainName: "beta.example") { pk whois { registrar } } } }',
      arrange: withDomains(),
      failure: MESSAGES.whois,
      dataPath: ['agent', 'domain', 'whois'],
    },
    {
      call: domainCalls.content,
      path: `${BETA_PATH}content/`,
      document: '{ agent(associateId: "A1") { domain(domainName: "beta.example") { content } } }',
      // A list without the routes: the content call is asked.
      arrange: withDomains([{ ...BETA, content: undefined }]),
      failure: MESSAGES.domainsLoad,
      dataPath: ['agent', 'domain', 'content'],
      wrongShape: { routes: '/' },
    },
    {
      call: domainCalls.renderAttempts,
      path: `${BETA_PATH}render_attempts/recent/`,
      document: `{ agent(associateId: "A1") { domain(domainName: "beta.example") {
        renderAttempts { lastFailedRender { renderTime } } } } }`,
      arrange: withDomains(),
      failure: MESSAGES.renderAttempts,
      dataPath: ['agent', 'domain', 'renderAttempts'],
      wrongShape: { last_failed_render: { render_time: 'yesterday', success: false }, last_successful_render: null },
    },
    {
      call: domainCalls.movables,
      path: `${LIST}movables/`,
      document: '{ agent(associateId: "A1") { movableDomains { name } } }',
      arrange: signedInAgent,
      failure: MESSAGES.movableDomains,
      dataPath: ['agent', 'movableDomains'],
    },
    {
      call: domainCalls.move,
      path: `${BETA_PATH}move/`,
      document: `mutation($input: MoveDomainInput!) { moveDomain(input: $input) { domainName targetAgentId } }`,
      variables: {
        input: {
          agentId: 'A1',
          domainName: 'beta.example',
          targetAlias: 'bbak',
          targetProductType: 'm2',
          removeRedirects: false,
        },
      },
      arrange: (gw) => gw.reply('GET', AUTH_INFO, 200, USERS.mirus),
      failure: MESSAGES.domainMove,
      dataPath: ['moveDomain'],
    },
  ]);
});
