import { describe, expect, it } from 'vitest';
import { articleSlugError, MESSAGES, OVERRIDE_BODY_KEYS } from '@portal/rules';
import { AUTH_INFO, useGateway, USERS, withSession } from './helpers';

const gw = useGateway();

const D = 'alpha.example';
const CONFIG_PATH = `api/domain/${D}/config/?include_pages=false`;
const OVERRIDES_PATH = `api/domains/${D}/overrides/?status=pending&status=approved`;
const TREE_PATH = `api/domains/${D}/content/editor/`;
const CONTENT_PATH = `api/domains/${D}/content/`;

const CONFIG = {
  core: {
    agent: {
      associate_id: 'A1',
      name: 'Alice Smith',
      about: 'About Alice',
      image: null,
      social: { facebook: 'https://facebook.example/a1', linkedin: null, twitter: null, youtube: null },
    },
    office: {
      name: 'Smith Agency',
      address: '1 Main St',
      landmark: 'By the park',
      hours: '9-5',
      phone: { business: '(555) 010-0101', on_microsite: true },
      preferred_phone: 'business',
      team: { members: [{ name: 'Sam', image: 'https://img.example/sam.jpg', on_microsite: false }] },
    },
    feeds: { reviews: true, articles: false },
    qlp: { header: 'Get a quote', layout: 'standard' },
    meta: { branch: 'main', version: '2026.11.1' },
  },
  pages: null,
  productType: 'm2',
};

const TREE = [
  {
    key: 'home',
    editor_type: 'page',
    enabled: true,
    children: [
      { key: 'seo', editor_type: 'group', enabled: true, children: [{ key: 'page-title', editor_type: 'component', enabled: true, children: [] }] },
      { key: 'about-me', editor_type: 'component', enabled: false, children: [] },
    ],
  },
  {
    key: 'contact',
    editor_type: 'page',
    enabled: true,
    children: [
      { key: 'contact-me', editor_type: 'component', enabled: true, children: [] },
      { key: 'phone-details', editor_type: 'component', enabled: true, children: [] },
    ],
  },
  { key: 'jobs', editor_type: 'page', enabled: false, children: [{ key: 'jobs-listing', editor_type: 'component', enabled: true, children: [] }] },
];

const OVERRIDE = {
  id: 7,
  type: 'text',
  value: 'Talk to Alice',
  status: 'pending',
  key: 'contact-me',
  subkey: 'heading',
  page_key: 'contact',
  allowed_terms: ['Alice'],
  description: 'contact/contact-me/heading',
  override_type: 'section',
  branch: 'main',
  version: '2026.11.1',
  time: '2026-11-20T10:00:00Z',
};

const CONTENT = { domain_name: D, routes: ['/', '/about/', '/contact/'] };

const EDITOR_QUERY = `query ($agentId: ID!, $domainName: String!) {
  domainEditor(agentId: $agentId, domainName: $domainName) {
    id agentId domainName canEdit
    config {
      associateId productType
      agent { name about image social { facebook linkedin twitter youtube } }
      office { name address landmark hours phone { business onMicrosite } preferredPhone team { members { name image onMicrosite } } }
      feeds { reviews articles } qlp { header layout } meta { branch version }
    }
    pages { key label sections { key label group helpOnly } }
    overrides { overrideId type value status key subkey pageKey allowedTerms description overrideType branch version time }
    contentExists
  }
}`;

/** API-036: the agent's domains, which every editor write looks its domain up in first (issue #24 §5, D-162). */
const AGENT_DOMAINS = 'api/agents/A1/domains/';
const OWN_DOMAIN = { pk: 1, domain_name: D, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] };

function signedIn(user: object = USERS.agent) {
  gw.reply('GET', AUTH_INFO, 200, user);
  gw.reply('GET', AGENT_DOMAINS, 200, [OWN_DOMAIN]);
}

/** A save checks its texts again first (decision D-102): the vendor approves each. */
function compliantTexts(times = 1) {
  const approved = {
    compliance: {
      assessment: { lexiconViolations: [], collapsedViolations: [], generalViolations: [], categoryViolations: [], isCompliant: true },
      disposition: 'approved',
    },
    spelling: [],
    sanitizer: [],
  };
  gw.reply('POST', `api/mxeditor/${D}/compliance/`, 200, approved, { times });
}

function replyAll() {
  gw.reply('GET', CONFIG_PATH, 200, CONFIG);
  gw.reply('GET', OVERRIDES_PATH, 200, [OVERRIDE]);
  gw.reply('GET', TREE_PATH, 200, TREE);
  gw.reply('GET', CONTENT_PATH, 200, CONTENT);
}

describe('Query.domainEditor (API-048, 049, 052, 053)', () => {
  it('API-048 EDITOR-003 API-049 API-052 API-053: one query reads config, overrides, tree and content', async () => {
    signedIn();
    replyAll();
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(res.body.errors).toBeUndefined();
    const editor = res.body.data?.domainEditor;
    expect(editor).toMatchObject({ agentId: 'A1', domainName: D, canEdit: true, contentExists: true });
    expect(editor.id).toBe(Buffer.from(`DomainEditor:A1/${D}`).toString('base64'));
    expect(editor.config.meta).toEqual({ branch: 'main', version: '2026.11.1' });
    expect(editor.config.office.phone).toEqual({ business: '(555) 010-0101', onMicrosite: true });
    expect(editor.config.office.team.members).toEqual([{ name: 'Sam', image: 'https://img.example/sam.jpg', onMicrosite: false }]);
    expect(editor.config.agent.social).toEqual({ facebook: 'https://facebook.example/a1', linkedin: null, twitter: null, youtube: null });
    expect(editor.config.productType).toBe('m2');
    expect(editor.overrides).toEqual([
      {
        overrideId: 7,
        type: 'text',
        value: 'Talk to Alice',
        status: 'pending',
        key: 'contact-me',
        subkey: 'heading',
        pageKey: 'contact',
        allowedTerms: ['Alice'],
        description: 'contact/contact-me/heading',
        overrideType: 'section',
        branch: 'main',
        version: '2026.11.1',
        time: '2026-11-20T10:00:00.000Z',
      },
    ]);
    expect(gw.sent().sort()).toEqual(
      [`GET /${AUTH_INFO}`, `GET /${CONFIG_PATH}`, `GET /${OVERRIDES_PATH}`, `GET /${TREE_PATH}`, `GET /${CONTENT_PATH}`].sort(),
    );
  });

  it('EDITOR-002 EDITOR-001: the pages leave out disabled nodes; groups are flattened with their name', async () => {
    signedIn();
    replyAll();
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(res.body.data?.domainEditor.pages).toEqual([
      { key: 'home', label: 'Home', sections: [{ key: 'page-title', label: 'Page Title', group: 'seo', helpOnly: false }] },
      {
        key: 'contact',
        label: 'Contact',
        sections: [
          { key: 'contact-me', label: 'Contact Us', group: null, helpOnly: false },
          { key: 'phone-details', label: 'Phone Details', group: null, helpOnly: true },
        ],
      },
    ]);
  });

  it('EDITOR-005: the overrides query repeats status; a 500 gives ERR-045 on overrides only', async () => {
    signedIn();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('GET', OVERRIDES_PATH, 500, { detail: 'boom' });
    gw.reply('GET', TREE_PATH, 200, TREE);
    gw.reply('GET', CONTENT_PATH, 200, CONTENT);
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(gw.callsTo('GET', OVERRIDES_PATH)).toHaveLength(1);
    expect(res.body.data?.domainEditor.overrides).toBeNull();
    expect(res.body.data?.domainEditor.pages).toHaveLength(2);
    expect(res.body.errors?.map((e) => [e.message, e.extensions?.code, e.path?.join('.')])).toEqual([
      [MESSAGES.overridesCheck, 'UPSTREAM_ERROR', 'domainEditor.overrides'],
    ]);
  });

  it('EDITOR-045 ERR-044: a 404 from content/ gives "The content for d did not load properly"', async () => {
    signedIn();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('GET', OVERRIDES_PATH, 200, []);
    gw.reply('GET', TREE_PATH, 200, TREE);
    gw.reply('GET', CONTENT_PATH, 404, { detail: 'Not found.' });
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(res.body.data?.domainEditor.contentExists).toBeNull();
    expect(res.body.errors?.map((e) => e.message)).toEqual(['The content for alpha.example did not load properly']);
  });

  it('ERR-050: a 500 on content/editor/ gives "An editor api has failed"', async () => {
    signedIn();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('GET', OVERRIDES_PATH, 200, []);
    gw.reply('GET', TREE_PATH, 500, {});
    gw.reply('GET', CONTENT_PATH, 200, CONTENT);
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(res.body.errors?.map((e) => e.message)).toEqual([MESSAGES.editorApi]);
    expect(res.body.data?.domainEditor.pages).toBeNull();
  });

  it('D-51 D-174: a config 404 for a domain the agent\'s list does not call parked is ERR-044 NOT_FOUND', async () => {
    signedIn();
    gw.reply('GET', CONFIG_PATH, 404, { detail: 'Not found.' });
    gw.reply('GET', 'api/agents/A1/domains/', 200, []);
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(res.body.data?.domainEditor).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'The content for alpha.example did not load properly',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('D-51: a config of another agent is NOT_FOUND under this agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', CONFIG_PATH, 200, { ...CONFIG, core: { ...CONFIG.core, agent: { ...CONFIG.core.agent, associate_id: 'A9' } } });
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(res.body.data?.domainEditor).toBeNull();
    expect(res.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('AUTH-007: another agent is FORBIDDEN with no editor call', async () => {
    signedIn();
    gw.reply('GET', 'api/site_config/', 200, {
      value: { domain_transactions_enabled: true, editor_message: null, demo_domains: [], demo_users: [] },
    });
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A2', domainName: D }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`, 'GET /api/site_config/']);
  });

  it('AUTH-016 D-51: a demo user reads a demo domain (canEdit false) but may not save', async () => {
    const demoUser = { ...USERS.agent, associate_id: 'A2' };
    signedIn(demoUser);
    gw.reply('GET', 'api/site_config/', 200, {
      value: { domain_transactions_enabled: true, editor_message: null, demo_domains: [D], demo_users: [{ title: 'Demo', associate_id: 'A2' }] },
    });
    replyAll();
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.domainEditor.canEdit).toBe(false);

    gw.calls.length = 0;
    signedIn(demoUser);
    gw.reply('GET', 'api/site_config/', 200, {
      value: { domain_transactions_enabled: true, editor_message: null, demo_domains: [D], demo_users: [{ title: 'Demo', associate_id: 'A2' }] },
    });
    const save = await gw.gql(SAVE, withSession({ input: { ...SAVE_INPUT } }));
    expect(save.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('ERR-096: a blank domain name rejects with "No domain name to check for overrides" and no call', async () => {
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: ' ' }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'No domain name to check for overrides',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(gw.sent()).toEqual([]);
  });
});

const SAVE = `mutation ($input: SaveOverrideInput!) {
  saveOverride(input: $input) {
    overrides { overrideId status value }
    domainEditor { id canEdit }
  }
}`;
const SAVE_INPUT = {
  agentId: 'A1',
  domainName: D,
  pageKey: 'contact',
  key: 'contact-me',
  changes: [{ subkey: 'heading', value: 'Talk to Alice' }],
};

describe('saveOverride, deleteOverride, logEditing (API-050, API-051, API-057)', () => {
  it('EDITOR-007 API-050: POST overrides with the 11 keys, branch and version from the config meta', async () => {
    signedIn();
    compliantTexts();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', `api/domains/${D}/overrides/`, 201, OVERRIDE);
    const res = await gw.gql(SAVE, withSession({ input: SAVE_INPUT }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.saveOverride.overrides).toEqual([{ overrideId: 7, status: 'pending', value: 'Talk to Alice' }]);
    const [post] = gw.callsTo('POST', `api/domains/${D}/overrides/`);
    const body = post.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...OVERRIDE_BODY_KEYS].sort());
    expect(body).toMatchObject({
      type: 'text',
      value: 'Talk to Alice',
      status: 'pending',
      key: 'contact-me',
      subkey: 'heading',
      page_key: 'contact',
      allowed_terms: [],
      override_type: 'section',
      branch: 'main',
      version: '2026.11.1',
    });
    expect(Date.parse(body.time as string)).not.toBeNaN();
  });

  it('ERR-046: a 500 on POST overrides gives "There was an issue saving that override."', async () => {
    signedIn();
    compliantTexts();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', `api/domains/${D}/overrides/`, 500, {});
    const res = await gw.gql(SAVE, withSession({ input: SAVE_INPUT }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.overrideSave, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('ERR-051: a change without a value is BAD_USER_INPUT with no upstream call', async () => {
    const res = await gw.gql(SAVE, withSession({ input: { ...SAVE_INPUT, changes: [{ subkey: 'heading', value: null }] } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.overrideSave,
      extensions: { code: 'BAD_USER_INPUT', fields: { 'changes.0.value': ['This field is required.'] } },
    });
    expect(gw.sent()).toEqual([]);
  });

  it('EDITOR-009 API-051: deleteOverride sends DELETE overrides/0/?branch&key&subkey&page_key', async () => {
    signedIn();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    const path = `api/domains/${D}/overrides/0/?branch=main&key=contact-me&subkey=heading&page_key=contact`;
    gw.reply('DELETE', path, 204);
    const res = await gw.gql(
      `mutation ($input: DeleteOverrideInput!) { deleteOverride(input: $input) { domainEditor { domainName } } }`,
      withSession({ input: { agentId: 'A1', domainName: D, pageKey: 'contact', key: 'contact-me', subkey: 'heading' } }),
    );
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('DELETE', path)).toHaveLength(1);
  });

  it('ERR-047: a 500 on DELETE gives "There was an issue deleting that override."', async () => {
    signedIn();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('DELETE', `api/domains/${D}/overrides/0/?branch=main&key=contact-me&subkey=&page_key=contact`, 500, {});
    const res = await gw.gql(
      `mutation ($input: DeleteOverrideInput!) { deleteOverride(input: $input) { domainEditor { domainName } } }`,
      withSession({ input: { agentId: 'A1', domainName: D, pageKey: 'contact', key: 'contact-me', subkey: '' } }),
    );
    expect(res.body.errors?.[0].message).toBe(MESSAGES.overrideDelete);
  });

  it('API-057 EDITOR-048: logEditing sends PUT api/mxeditor/{d}/log_editing/', async () => {
    signedIn();
    gw.reply('PUT', `api/mxeditor/${D}/log_editing/`, 200, { domain_name: D, logged_at: '2026-11-22T21:00:00Z' });
    const res = await gw.gql(
      `mutation ($input: LogEditingInput!) { logEditing(input: $input) { domainName loggedAt } }`,
      withSession({ input: { agentId: 'A1', domainName: D } }),
    );
    expect(res.body.data?.logEditing).toEqual({ domainName: D, loggedAt: '2026-11-22T21:00:00.000Z' });
    expect(gw.callsTo('PUT', `api/mxeditor/${D}/log_editing/`)).toHaveLength(1);
  });
});

describe('copy refresh and article blacklist (API-054..056)', () => {
  it('EDITOR-046 API-054: refreshCopy(category) sends PUT api/domains/d/copy/refresh/?category=…', async () => {
    signedIn();
    const path = `api/domains/${D}/copy/refresh/?category=products`;
    gw.reply('PUT', path, 200, { domain_name: D, category: 'products', refreshed: true });
    const res = await gw.gql(
      `mutation ($input: RefreshCopyInput!) { refreshCopy(input: $input) { domainName category refreshed } }`,
      withSession({ input: { agentId: 'A1', domainName: D, category: 'products' } }),
    );
    expect(res.body.data?.refreshCopy).toEqual({ domainName: D, category: 'products', refreshed: true });
    expect(gw.callsTo('PUT', path)).toHaveLength(1);
  });

  it('ERR-049: a 500 on copy refresh gives "There was an issue updating the content."', async () => {
    signedIn();
    gw.reply('PUT', `api/domains/${D}/copy/refresh/?category=products`, 500, {});
    const res = await gw.gql(
      `mutation ($input: RefreshCopyInput!) { refreshCopy(input: $input) { refreshed } }`,
      withSession({ input: { agentId: 'A1', domainName: D, category: 'products' } }),
    );
    expect(res.body.errors?.[0].message).toBe(MESSAGES.contentUpdate);
  });

  it('EDITOR-047 API-055 API-056: articleBlacklist reads GET; saveArticleBlacklist sends PUT {article_blacklist:[…]}', async () => {
    signedIn();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('GET', `api/domains/${D}/article_blacklist/`, 200, { article_blacklist: ['flood-myths'] });
    const read = await gw.gql(
      `query ($agentId: ID!, $domainName: String!) { domainEditor(agentId: $agentId, domainName: $domainName) { articleBlacklist } }`,
      withSession({ agentId: 'A1', domainName: D }),
    );
    expect(read.body.data?.domainEditor.articleBlacklist).toEqual(['flood-myths']);

    signedIn();
    gw.reply('PUT', `api/domains/${D}/article_blacklist/`, 200, { article_blacklist: ['a', 'b'] });
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('GET', `api/domains/${D}/article_blacklist/`, 200, { article_blacklist: ['a', 'b'] });
    const save = await gw.gql(
      `mutation ($input: SaveArticleBlacklistInput!) { saveArticleBlacklist(input: $input) { domainEditor { articleBlacklist } } }`,
      withSession({ input: { agentId: 'A1', domainName: D, articleBlacklist: [' a', 'b', 'a'] } }),
    );
    expect(save.body.errors).toBeUndefined();
    expect(gw.callsTo('PUT', `api/domains/${D}/article_blacklist/`)[0].body).toEqual({ article_blacklist: ['a', 'b'] });
    expect(save.body.data?.saveArticleBlacklist.domainEditor.articleBlacklist).toEqual(['a', 'b']);
  });
});

describe('D-51: a domain of another agent', () => {
  it('an upstream 403 on the config (not this agent\'s domain) is ERR-044 NOT_FOUND', async () => {
    signedIn();
    gw.reply('GET', CONFIG_PATH, 403, { detail: 'You do not have permission to perform this action.' });
    const res = await gw.gql(EDITOR_QUERY, withSession({ agentId: 'A1', domainName: D }));
    expect(res.body.data?.domainEditor).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'The content for alpha.example did not load properly',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('allowed terms kept and article slugs checked (EDITOR-059, API-050, API-056)', () => {
  const OVERRIDES_POST = `api/domains/${D}/overrides/`;

  it('EDITOR-059 API-050: a change\'s allowedTerms are sent as allowed_terms as given, spaces kept, and answered back', async () => {
    const terms = ['State Farm', ' Good Neighbor ', 'auto  home'];
    signedIn();
    compliantTexts();
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', OVERRIDES_POST, 201, { ...OVERRIDE, allowed_terms: terms });
    const res = await gw.gql(
      `mutation ($input: SaveOverrideInput!) { saveOverride(input: $input) { overrides { allowedTerms } } }`,
      withSession({ input: { ...SAVE_INPUT, changes: [{ subkey: 'heading', value: 'Talk to Alice', allowedTerms: terms }] } }),
    );
    expect(res.body.errors).toBeUndefined();
    expect((gw.callsTo('POST', OVERRIDES_POST)[0].body as Record<string, unknown>).allowed_terms).toEqual(terms);
    expect(res.body.data?.saveOverride.overrides).toEqual([{ allowedTerms: terms }]);
  });

  it('EDITOR-059: each change sends its own terms; a change without them sends []', async () => {
    signedIn();
    compliantTexts(2);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', OVERRIDES_POST, 201, OVERRIDE, { times: 2 });
    const changes = [
      { subkey: 'heading', value: 'Talk to Alice', allowedTerms: ['Alice'] },
      { subkey: 'message', value: 'Call us' },
    ];
    const res = await gw.gql(SAVE, withSession({ input: { ...SAVE_INPUT, changes } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', OVERRIDES_POST).map((c) => (c.body as Record<string, unknown>).allowed_terms)).toEqual([['Alice'], []]);
  });

  it('API-056: entries that are not slugs are BAD_USER_INPUT with one message per entry and no upstream call', async () => {
    const res = await gw.gql(
      `mutation ($input: SaveArticleBlacklistInput!) { saveArticleBlacklist(input: $input) { domainEditor { articleBlacklist } } }`,
      withSession({ input: { agentId: 'A1', domainName: D, articleBlacklist: ['flood-myths', 'Flood Myths', '', 'storm_tips', '-x'] } }),
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.contentUpdate,
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { articleBlacklist: [articleSlugError('Flood Myths'), articleSlugError('storm_tips'), articleSlugError('-x')] },
      },
    });
    expect(res.body.errors?.[0].extensions?.fields).toEqual({
      articleBlacklist: [
        '"Flood Myths" is not an article slug: use lower-case letters, digits and single hyphens, e.g. flood-myths.',
        '"storm_tips" is not an article slug: use lower-case letters, digits and single hyphens, e.g. flood-myths.',
        '"-x" is not an article slug: use lower-case letters, digits and single hyphens, e.g. flood-myths.',
      ],
    });
    expect(gw.sent()).toEqual([]);
  });

  it('API-056: an upstream 400 on the blacklist keeps its per-entry messages under articleBlacklist', async () => {
    signedIn();
    const message = articleSlugError('x');
    gw.reply('PUT', `api/domains/${D}/article_blacklist/`, 400, { article_blacklist: [message] });
    const res = await gw.gql(
      `mutation ($input: SaveArticleBlacklistInput!) { saveArticleBlacklist(input: $input) { domainEditor { id } } }`,
      withSession({ input: { agentId: 'A1', domainName: D, articleBlacklist: ['flood-myths'] } }),
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.contentUpdate,
      extensions: { code: 'BAD_USER_INPUT', fields: { articleBlacklist: [message] } },
    });
  });
});
