import { describe, expect, it } from 'vitest';
import { COMPLIANCE_HELPER_DOMAIN, COMPLIANCE_MESSAGES, MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, setup, useGateway, USERS } from './helpers';

const gw = useGateway();

const opts = (variables: Record<string, unknown>, headers?: Record<string, string>) => ({
  variables,
  cookie: SESSION.cookie,
  headers,
});
const sent = () => gw.calls.map((c) => `${c.method} ${c.path}`).sort();

const D = 'alpha.example';
const CONFIG_PATH = `api/domain/${D}/config/?include_pages=false`;
const CHECK_PATH = `api/mxeditor/${D}/compliance/`;
const EVENTS_PATH = `api/mxeditor/${D}/compliance/events/`;
const HELPER_PATH = `api/mxeditor/${COMPLIANCE_HELPER_DOMAIN.domainName}/compliance/`;

const CONFIG = {
  core: {
    agent: {
      associate_id: 'A1',
      name: 'Alice Smith',
      about: null,
      image: null,
      social: { facebook: null, linkedin: null, twitter: null, youtube: null },
    },
    office: {
      name: 'Smith Agency',
      address: '1 Main St',
      landmark: null,
      hours: '9-5',
      phone: { business: '(555) 010-0101', on_microsite: true },
      preferred_phone: 'business',
      team: { members: [] },
    },
    feeds: { reviews: true, articles: false },
    qlp: { header: null, layout: null },
    meta: { branch: 'main', version: '2026.11.1' },
  },
  pages: null,
  productType: 'm2',
};

/** A complete API-105 answer: a risky phrase, a card number and a misspelling. */
const ANSWER = {
  compliance: {
    assessment: {
      lexiconViolations: [
        { phrase: 'Best Rates', term: 'best rates', category: 'superlatives', severity: 'risky', offset: 8 },
        { phrase: 'best rates', term: 'best rates', category: 'superlatives', severity: 'risky', offset: 40 },
      ],
      collapsedViolations: [{ term: 'best rates', category: 'superlatives', severity: 'risky', count: 2 }],
      generalViolations: [
        { code: 'sensitive_data', message: 'This text contains 1 item of personal, financial or medical information that may not be published.' },
      ],
      categoryViolations: [{ category: 'superlatives', count: 2, terms: ['best rates'] }],
      isCompliant: false,
    },
    disposition: 'rejected',
  },
  spelling: [{ origWord: 'familly', suggestions: ['family', 'families'] }],
  sanitizer: ['4111 1111 1111 1111'],
};
const CLEAN = {
  compliance: {
    assessment: { lexiconViolations: [], collapsedViolations: [], generalViolations: [], categoryViolations: [], isCompliant: true },
    disposition: 'approved',
  },
  spelling: [],
  sanitizer: [],
};

const RESULT = 'checked compliant message disposition violations { term text category categoryLabel severity count } generalViolations sanitizer spelling { word suggestions } misspellingWarning';
const CHECK = `mutation ($input: CheckComplianceInput!) { checkCompliance(input: $input) { ${RESULT} } }`;
const HELPER = `mutation ($input: ComplianceHelperCheckInput!) { complianceHelperCheck(input: $input) {
  check { ${RESULT} } domainName productType sentText rawResponse } }`;
const INPUT = { agentId: 'A1', domainName: D, text: '<p>Get the Best Rates</p>', allowedTerms: ['Alice', ' best'], editorType: 'rich' };

/** API-036: the agent's domains, which every check and save looks its domain up in first (issue #24 §5, D-162). */
const AGENT_DOMAINS = 'api/agents/A1/domains/';

function signedIn(user: unknown) {
  gw.reply('GET', AUTH_INFO, 200, user);
  gw.reply('GET', AGENT_DOMAINS, 200, [{ pk: 1, domain_name: D, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] }]);
}

function arrangeCheck(answer: unknown = ANSWER, user: object = USERS.agent) {
  signedIn(user);
  gw.reply('GET', CONFIG_PATH, 200, CONFIG);
  gw.reply('POST', CHECK_PATH, 200, answer);
  gw.reply('POST', EVENTS_PATH, 201, { id: 1, created: '2026-11-24T02:00:00Z' });
}

describe('checkCompliance (API-105, API-106, EDITOR-051..062)', () => {
  it('API-105 / VALID-051 / EDITOR-059: POSTs the text, the allowed terms as given and allowNonEnglish false, with the session and CSRF token', async () => {
    arrangeCheck();
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.errors).toBeUndefined();
    const [post] = gw.callsTo('POST', CHECK_PATH);
    expect(post!.body).toEqual({ text: '<p>Get the Best Rates</p>', allowedTerms: ['Alice', ' best'], allowNonEnglish: false });
    expect(post!.headers['x-csrftoken']).toBe('tok1');
    expect(post!.headers.cookie).toContain('sessionid=sess1');
    expect(post!.headers['content-type']).toContain('application/json');
  });

  it('API-105 / ERR-098 / VALID-049 / VALID-053: maps isCompliant, violations with their category in words, sanitizer and spelling', async () => {
    arrangeCheck();
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.data?.checkCompliance).toEqual({
      checked: true,
      compliant: false,
      message: 'Some of this text is not compliant.',
      disposition: 'rejected',
      violations: [
        {
          term: 'best rates',
          text: 'Best Rates',
          category: 'superlatives',
          categoryLabel: 'Superlatives and unprovable comparisons',
          severity: 'risky',
          count: 2,
        },
      ],
      generalViolations: ['This text contains 1 item of personal, financial or medical information that may not be published.'],
      sanitizer: ['4111 1111 1111 1111'],
      spelling: [{ word: 'familly', suggestions: ['family', 'families'] }],
      misspellingWarning: 'There may be misspelled words, please check before saving.',
    });
  });

  it('ERR-100: an approved text is compliant with "This text is compliant." and no warning', async () => {
    arrangeCheck(CLEAN);
    const res = await gw.gql(CHECK, opts({ input: { ...INPUT, text: 'Hello' } }));
    expect(res.body.data?.checkCompliance).toMatchObject({
      checked: true,
      compliant: true,
      message: 'This text is compliant.',
      disposition: 'approved',
      misspellingWarning: null,
    });
  });

  it('VALID-049: isCompliant true with a sanitizer hit is still not compliant (not sanitized)', async () => {
    arrangeCheck({ ...CLEAN, sanitizer: ['123-45-6789'] });
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.data?.checkCompliance).toMatchObject({ compliant: false, message: COMPLIANCE_MESSAGES.notCompliant });
  });

  it('API-106 EDITOR-058: one event per completed check, with the response, verdict, violations, domain, config associate id, identity and organization', async () => {
    arrangeCheck();
    await gw.gql(CHECK, opts({ input: INPUT }));
    expect(sent()).toEqual([`GET /${AUTH_INFO}`, `GET /${AGENT_DOMAINS}`, `GET /${CONFIG_PATH}`, `POST /${CHECK_PATH}`, `POST /${EVENTS_PATH}`].sort());
    const events = gw.callsTo('POST', EVENTS_PATH);
    expect(events).toHaveLength(1);
    expect(events[0]!.body).toEqual({
      response: ANSWER,
      is_compliant: false,
      disposition: 'rejected',
      violations: [
        { kind: 'lexicon', text: 'best rates', category: 'superlatives' },
        { kind: 'sanitizer', text: '4111 1111 1111 1111', category: null },
        { kind: 'general', text: ANSWER.compliance.assessment.generalViolations[0]!.message, category: 'sensitive_data' },
      ],
      domain: D,
      config_associate_id: 'A1',
      user: { username: 'alice', user_type: 'agent', identifier: 'alice-id', email: 'alice@agents.example' },
      organization: 'A1',
    });
  });

  it('API-106: staff log with the agency whose domain it is as organization', async () => {
    arrangeCheck(CLEAN, USERS.staff);
    await gw.gql(CHECK, opts({ input: INPUT }));
    expect(gw.callsTo('POST', EVENTS_PATH)[0]!.body).toMatchObject({
      user: { username: 'sam', user_type: 'staff', identifier: 'S1', email: 'sam@agents.example' },
      organization: 'A1',
    });
  });

  it('API-106: a failed event log does not fail the check', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', CHECK_PATH, 200, CLEAN);
    gw.reply('POST', EVENTS_PATH, 500, { detail: 'boom' });
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.checkCompliance).toMatchObject({ compliant: true });
    expect(gw.callsTo('POST', EVENTS_PATH)).toHaveLength(1);
  });

  it('plain text is sent as text: its <, > and & are escaped so the vendor does not read them as markup', async () => {
    arrangeCheck(CLEAN);
    await gw.gql(CHECK, opts({ input: { ...INPUT, text: 'Home & auto <b>', editorType: 'plain' } }));
    expect(gw.callsTo('POST', CHECK_PATH)[0]!.body).toMatchObject({ text: 'Home &amp; auto &lt;b&gt;' });
  });

  it('VALID-050: allowedTerms [undefined] sends no request and returns a failed, unchecked result', async () => {
    signedIn(USERS.agent);
    const res = await gw.gql(CHECK, opts({ input: { ...INPUT, allowedTerms: ['Alice', null] } }));
    expect(res.body.data?.checkCompliance).toMatchObject({
      checked: false,
      compliant: false,
      message: COMPLIANCE_MESSAGES.undefinedTerm,
      disposition: null,
    });
    expect(gw.callsTo('POST', CHECK_PATH)).toHaveLength(0);
    expect(gw.callsTo('POST', EVENTS_PATH)).toHaveLength(0);
  });

  it('VALID-054: editorType "markdown" is BAD_USER_INPUT with no upstream call', async () => {
    const res = await gw.gql(CHECK, opts({ input: { ...INPUT, editorType: 'markdown' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: COMPLIANCE_MESSAGES.editorType,
      extensions: { code: 'BAD_USER_INPUT', fields: { editorType: [COMPLIANCE_MESSAGES.editorType] } },
    });
    expect(gw.calls).toHaveLength(0);
  });

  it('ERR-099: a 503 from the vendor is the vendor-down text, double spaces included, and nothing is logged', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', CHECK_PATH, 503, { detail: 'Service unavailable' });
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Sorry!  The compliance vendor is not currently responding.  Please try again later.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(res.body.data).toBeNull();
    expect(gw.callsTo('POST', EVENTS_PATH)).toHaveLength(0);
  });

  it('ERR-099: an unreachable vendor is the vendor-down text too', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.replyWithError('POST', CHECK_PATH);
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.errors?.[0]?.message).toBe(MESSAGES.complianceVendorDown);
  });

  it('ERR-099: a vendor that does not answer in time is the vendor-down text (not the write-may-have-landed advice)', async () => {
    const slow = await setup({ upstreamTimeoutMs: 150 });
    try {
      slow.reply('GET', AUTH_INFO, 200, USERS.agent);
      slow.reply('GET', AGENT_DOMAINS, 200, [{ pk: 1, domain_name: D, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] }]);
      slow.reply('GET', CONFIG_PATH, 200, CONFIG);
      slow.reply('POST', CHECK_PATH, 200, CLEAN, { delayMs: 1000 });
      const res = await slow.gql(CHECK, opts({ input: INPUT }));
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.complianceVendorDown, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(slow.callsTo('POST', EVENTS_PATH)).toHaveLength(0);
    } finally {
      await slow.close();
    }
  });

  it('ERR-095: a 500 from the vendor is the compliance exception text', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', CHECK_PATH, 500, { detail: 'boom' });
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.complianceEditor,
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('D-51: another agent\'s user, and nobody signed in, are refused before any compliance call', async () => {
    signedIn({ ...USERS.agent, associate_id: 'A2' });
    gw.reply('GET', 'api/site_config/', 200, { value: { domain_transactions_enabled: true, demo_domains: [], demo_users: [] } });
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gw.callsTo('POST', CHECK_PATH)).toHaveLength(0);
  });

  it('D-51: a domain whose config names another agent is ERR-044 and logs nothing', async () => {
    signedIn(USERS.mirus);
    gw.reply('GET', CONFIG_PATH, 200, { ...CONFIG, core: { ...CONFIG.core, agent: { ...CONFIG.core.agent, associate_id: 'A9' } } });
    gw.reply('POST', CHECK_PATH, 200, CLEAN);
    const res = await gw.gql(CHECK, opts({ input: INPUT }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.editorContent(D), extensions: { code: 'NOT_FOUND' } });
    expect(gw.callsTo('POST', EVENTS_PATH)).toHaveLength(0);
  });
});

describe('complianceHelperCheck (ADMIN-078..083, CONST-043)', () => {
  it('ADMIN-083 / CONST-043: posts to api/mxeditor/{fixed test domain}/compliance/ and returns the raw answer (ADMIN-082)', async () => {
    signedIn(USERS.mirus);
    const raw = JSON.stringify(ANSWER, null, 2);
    gw.reply('POST', HELPER_PATH, 200, raw, { headers: { 'content-type': 'application/json' } });
    const res = await gw.gql(HELPER, opts({ input: { text: 'Get the Best Rates', allowedTerms: ['a', ' b'], editorType: 'plain' } }));
    expect(res.body.errors).toBeUndefined();
    expect(sent()).toEqual([`GET /${AUTH_INFO}`, `POST /${HELPER_PATH}`].sort());
    expect(gw.callsTo('POST', HELPER_PATH)[0]!.body).toEqual({
      text: 'Get the Best Rates',
      allowedTerms: ['a', ' b'],
      allowNonEnglish: false,
    });
    expect(res.body.data?.complianceHelperCheck).toMatchObject({
      domainName: 'compliance-test.agents.test',
      productType: 'm2',
      sentText: 'Get the Best Rates',
      rawResponse: raw,
      check: { compliant: false, sanitizer: ['4111 1111 1111 1111'] },
    });
  });

  it('VALID-050: the helper with an undefined term sends nothing and fails', async () => {
    signedIn(USERS.mirus);
    const res = await gw.gql(HELPER, opts({ input: { text: 'x', allowedTerms: [null], editorType: 'rich' } }));
    expect(res.body.data?.complianceHelperCheck).toMatchObject({ check: { checked: false, compliant: false }, rawResponse: null });
    expect(gw.calls.map((c) => c.path)).toEqual([`/${AUTH_INFO}`]);
  });

  it('ERR-099: a 503 for the helper is the vendor-down text', async () => {
    signedIn(USERS.mirus);
    gw.reply('POST', HELPER_PATH, 503, '');
    const res = await gw.gql(HELPER, opts({ input: { text: 'x', allowedTerms: [], editorType: 'rich' } }));
    expect(res.body.errors?.[0]?.message).toBe(MESSAGES.complianceVendorDown);
  });

  const viewAsAgent = {
    'x-view-as': encodeURIComponent(
      JSON.stringify({ userType: 'agent', id: 'A1', corporatePermissions: [], internal: false, staffAgents: [] }),
    ),
  };
  const VIEWERS: [string, unknown, Record<string, string> | undefined][] = [
    ['an agent', USERS.agent, undefined],
    ['staff', USERS.staff, undefined],
    ['corp', USERS.corp, undefined],
    ['provider staff viewing as an agent', USERS.mirus, viewAsAgent],
  ];
  for (const [who, user, headers] of VIEWERS) {
    it(`ADMIN-083: ${who} gets FORBIDDEN with no upstream call (requireAdmin first)`, async () => {
      signedIn(user);
      const res = await gw.gql(HELPER, opts({ input: { text: 'x', allowedTerms: [], editorType: 'markdown' } }, headers));
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
      expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /${AUTH_INFO}`]);
    });
  }
  it('ADMIN-083: nobody signed in gets UNAUTHENTICATED with no upstream call', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await gw.gql(HELPER, { variables: { input: { text: 'x', allowedTerms: [], editorType: 'rich' } } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /${AUTH_INFO}`]);
  });
});

const SAVE = `mutation ($input: SaveOverrideInput!) { saveOverride(input: $input) { overrides { overrideId value } } }`;
const OVERRIDES_POST = `api/domains/${D}/overrides/`;
const ANALYTICS = 'api/analytics/events/';
const OVERRIDE = {
  id: 7,
  type: 'text',
  value: 'Talk to Alice',
  status: 'pending',
  key: 'contact-me',
  subkey: 'heading',
  page_key: 'contact',
  allowed_terms: [],
  description: 'contact/contact-me/heading',
  override_type: 'section',
  branch: 'main',
  version: '2026.11.1',
  time: '2026-11-20T10:00:00Z',
};
const SAVE_INPUT = {
  agentId: 'A1',
  domainName: D,
  pageKey: 'contact',
  key: 'contact-me',
  changes: [{ subkey: 'heading', value: 'Talk to Alice', allowedTerms: ['Alice'] }],
};

describe('the save rule and the override analytics event (decision D-102, API-059)', () => {
  it('D-102: a save re-checks each text with its allowed terms; a non-compliant one is BAD_USER_INPUT and nothing is stored', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', CHECK_PATH, 200, ANSWER);
    const res = await gw.gql(SAVE, opts({ input: { ...SAVE_INPUT, changes: [{ subkey: 'heading', value: 'Best Rates', allowedTerms: [' best'] }] } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: COMPLIANCE_MESSAGES.notCompliant,
      extensions: { code: 'BAD_USER_INPUT', fields: { 'changes.0.value': [COMPLIANCE_MESSAGES.notCompliant] } },
    });
    expect(gw.callsTo('POST', CHECK_PATH)[0]!.body).toEqual({ text: 'Best Rates', allowedTerms: [' best'], allowNonEnglish: false });
    expect(gw.callsTo('POST', OVERRIDES_POST)).toHaveLength(0);
    expect(gw.callsTo('POST', ANALYTICS)).toHaveLength(0);
  });

  it('D-102: the vendor down during a save is ERR-099 and nothing is stored', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', CHECK_PATH, 503, {});
    const res = await gw.gql(SAVE, opts({ input: SAVE_INPUT }));
    expect(res.body.errors?.[0]?.message).toBe(MESSAGES.complianceVendorDown);
    expect(gw.callsTo('POST', OVERRIDES_POST)).toHaveLength(0);
  });

  it('D-102: blank texts and image overrides pass with no check', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', OVERRIDES_POST, 201, OVERRIDE, { times: 2 });
    gw.reply('POST', ANALYTICS, 201, { id: 3, created: '2026-11-24T02:00:00Z' });
    const changes = [
      { subkey: 'heading', value: '  ' },
      { subkey: 'photo', value: 'https://img.example/a.png', type: 'image' },
    ];
    const res = await gw.gql(SAVE, opts({ input: { ...SAVE_INPUT, changes } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', CHECK_PATH)).toHaveLength(0);
  });

  it('API-059: saveOverride also emits one analytics event for the save, after the overrides are stored', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', CHECK_PATH, 200, CLEAN, { times: 2 });
    gw.reply('POST', OVERRIDES_POST, 201, OVERRIDE);
    gw.reply('POST', OVERRIDES_POST, 201, { ...OVERRIDE, id: 8, subkey: 'message' });
    gw.reply('POST', ANALYTICS, 201, { id: 3, created: '2026-11-24T02:00:00Z' });
    const changes = [
      { subkey: 'heading', value: 'Talk to Alice' },
      { subkey: 'message', value: 'Call us' },
    ];
    const res = await gw.gql(SAVE, opts({ input: { ...SAVE_INPUT, changes } }));
    expect(res.body.errors).toBeUndefined();
    const events = gw.callsTo('POST', ANALYTICS);
    expect(events).toHaveLength(1);
    expect(events[0]!.body).toEqual({
      event: 'content_override',
      domain_name: D,
      page: 'contact',
      section: 'contact-me',
      fields: ['heading', 'message'],
      override_ids: [7, 8],
      branch: 'main',
      user: 'alice',
    });
    expect(events[0]!.headers['x-csrftoken']).toBe('tok1');
    expect(gw.calls.at(-1)!.path).toBe(`/${ANALYTICS}`);
  });

  it('API-059: a failed analytics event does not fail the save', async () => {
    signedIn(USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', CHECK_PATH, 200, CLEAN);
    gw.reply('POST', OVERRIDES_POST, 201, OVERRIDE);
    gw.reply('POST', ANALYTICS, 500, {});
    const res = await gw.gql(SAVE, opts({ input: SAVE_INPUT }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.saveOverride.overrides).toEqual([{ overrideId: 7, value: 'Talk to Alice' }]);
    expect(gw.callsTo('POST', ANALYTICS)).toHaveLength(1);
  });
});
