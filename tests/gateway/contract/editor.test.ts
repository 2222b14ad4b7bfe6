import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { editorCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers, ownDomains } from './garbage';

const D = 'alpha.example';
const CONFIG_PATH = `api/domain/${D}/config/?include_pages=false`;

/** A complete API-048 answer of agent A1's m2 domain. */
const CONFIG = {
  core: {
    agent: {
      associate_id: 'A1',
      name: 'Alice Smith',
      about: 'About Alice',
      image: 'https://images.agents.example/agents/A1.jpg',
      social: { facebook: 'https://facebook.example/a1', linkedin: null, twitter: null, youtube: null },
    },
    office: {
      name: 'Smith Agency',
      address: '1 Main St',
      landmark: 'By the park',
      hours: '9-5',
      phone: { business: '(555) 010-0101', on_microsite: true },
      preferred_phone: 'business',
      team: { members: [{ name: 'Sam', image: null, on_microsite: false }] },
    },
    feeds: { reviews: true, articles: true },
    qlp: { header: 'Get a quote', layout: 'standard' },
    meta: { branch: 'main', version: '2026.11.1' },
  },
  pages: null,
  productType: 'm2',
};

/** The agent, and its domain list that a write's domain is looked up in first (decision D-162). */
const signedIn = (gw: TestGateway) => {
  gw.reply('GET', AUTH_INFO, 200, USERS.agent);
  ownDomains(D)(gw);
};
const withConfig = (gw: TestGateway) => {
  signedIn(gw);
  gw.reply('GET', CONFIG_PATH, 200, CONFIG);
};

/** A save checks its texts again first (decision D-102): the vendor approves. */
const withConfigAndCompliantText = (gw: TestGateway) => {
  withConfig(gw);
  gw.reply('POST', `api/mxeditor/${D}/compliance/`, 200, {
    compliance: {
      assessment: { lexiconViolations: [], collapsedViolations: [], generalViolations: [], categoryViolations: [], isCompliant: true },
      disposition: 'approved',
    },
    spelling: [],
    sanitizer: [],
  });
};

const EDITOR = (selection: string) =>
  `query ($agentId: ID!, $domainName: String!) { domainEditor(agentId: $agentId, domainName: $domainName) { id ${selection} } }`;
const EDITOR_VARS = { agentId: 'A1', domainName: D };

describe('the editor calls refuse garbage answers (API-048..057)', () => {
  itRefusesGarbageAnswers([
    {
      call: editorCalls.config,
      path: CONFIG_PATH,
      document: EDITOR('config { productType }'),
      variables: EDITOR_VARS,
      arrange: signedIn,
      failure: MESSAGES.editorApi,
      dataPath: ['domainEditor'],
    },
    {
      call: editorCalls.overrides,
      path: `api/domains/${D}/overrides/?status=pending&status=approved`,
      document: EDITOR('overrides { id }'),
      variables: EDITOR_VARS,
      arrange: withConfig,
      failure: MESSAGES.overridesCheck,
      dataPath: ['domainEditor', 'overrides'],
      wrongShape: [{ id: 7, status: 'pending', value: 'Hi' }],
    },
    {
      call: editorCalls.saveOverride,
      path: `api/domains/${D}/overrides/`,
      document: 'mutation ($input: SaveOverrideInput!) { saveOverride(input: $input) { overrides { id } } }',
      variables: {
        input: { agentId: 'A1', domainName: D, pageKey: 'contact', key: 'contact-me', changes: [{ subkey: 'heading', value: 'Hi' }] },
      },
      arrange: withConfigAndCompliantText,
      // Issue #8 item 1: a garbage 200 is no longer a saved override.
      failure: MESSAGES.overrideSave,
      dataPath: ['saveOverride'],
      wrongShape: { ok: true },
    },
    {
      call: editorCalls.deleteOverride,
      path: `api/domains/${D}/overrides/0/?branch=main&key=contact-me&subkey=heading&page_key=contact`,
      document: 'mutation ($input: DeleteOverrideInput!) { deleteOverride(input: $input) { domainEditor { id } } }',
      variables: { input: { agentId: 'A1', domainName: D, pageKey: 'contact', key: 'contact-me', subkey: 'heading' } },
      arrange: withConfig,
      failure: MESSAGES.overrideDelete,
      dataPath: ['deleteOverride'],
    },
    {
      call: editorCalls.tree,
      path: `api/domains/${D}/content/editor/`,
      document: EDITOR('pages { key }'),
      variables: EDITOR_VARS,
      arrange: withConfig,
      failure: MESSAGES.editorApi,
      dataPath: ['domainEditor', 'pages'],
      wrongShape: [{ key: 'home', editor_type: 'chapter', enabled: true }],
    },
    {
      call: editorCalls.content,
      path: `api/domains/${D}/content/`,
      document: EDITOR('contentExists'),
      variables: EDITOR_VARS,
      arrange: withConfig,
      failure: MESSAGES.editorContent(D),
      dataPath: ['domainEditor', 'contentExists'],
    },
    {
      call: editorCalls.refreshCopy,
      path: `api/domains/${D}/copy/refresh/?category=products`,
      document: 'mutation ($input: RefreshCopyInput!) { refreshCopy(input: $input) { refreshed } }',
      variables: { input: { agentId: 'A1', domainName: D, category: 'products' } },
      arrange: signedIn,
      failure: MESSAGES.contentUpdate,
      dataPath: ['refreshCopy'],
    },
    {
      call: editorCalls.articleBlacklist,
      path: `api/domains/${D}/article_blacklist/`,
      document: EDITOR('articleBlacklist'),
      variables: EDITOR_VARS,
      arrange: withConfig,
      failure: MESSAGES.editorApi,
      dataPath: ['domainEditor', 'articleBlacklist'],
      wrongShape: { article_blacklist: 'flood-myths' },
    },
    {
      call: editorCalls.saveArticleBlacklist,
      path: `api/domains/${D}/article_blacklist/`,
      document:
        'mutation ($input: SaveArticleBlacklistInput!) { saveArticleBlacklist(input: $input) { domainEditor { id } } }',
      variables: { input: { agentId: 'A1', domainName: D, articleBlacklist: ['flood-myths'] } },
      arrange: signedIn,
      failure: MESSAGES.contentUpdate,
      dataPath: ['saveArticleBlacklist'],
    },
    {
      call: editorCalls.logEditing,
      path: `api/mxeditor/${D}/log_editing/`,
      document: 'mutation ($input: LogEditingInput!) { logEditing(input: $input) { loggedAt } }',
      variables: { input: { agentId: 'A1', domainName: D } },
      arrange: signedIn,
      failure: MESSAGES.editorApi,
      dataPath: ['logEditing'],
      wrongShape: { domain_name: D, logged_at: 'yesterday' },
    },
  ]);
});
