import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

const D = 'alpha.example';
const CONFIG_PATH = `api/domain/${D}/config/?include_pages=false`;
const OVERRIDES_POST = `api/domains/${D}/overrides/`;
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

const SAVED = {
  id: 9,
  type: 'text',
  value: '',
  status: 'pending',
  key: 'social',
  subkey: 'facebook',
  page_key: 'home',
  allowed_terms: [],
  description: 'home/social/facebook',
  override_type: 'section',
  branch: 'main',
  version: '2026.11.1',
  time: '2026-11-20T10:00:00Z',
};

const SAVE = `mutation ($input: SaveOverrideInput!) { saveOverride(input: $input) { overrides { value } } }`;
const save = (key: string, changes: { subkey: string; value: string }[]) =>
  gw.gql(SAVE, { cookie: SESSION.cookie, variables: { input: { agentId: 'A1', domainName: D, pageKey: 'home', key, changes } } });
const compliant = {
  compliance: {
    assessment: { lexiconViolations: [], collapsedViolations: [], generalViolations: [], categoryViolations: [], isCompliant: true },
    disposition: 'approved',
  },
  spelling: [],
  sanitizer: [],
};

describe('VALID-009: the editor\'s web address fields are checked by the gateway on save (decision D-191)', () => {
  it('VALID-009: a social address that is no web address is refused with "Please enter a valid url" on its change, nothing sent', async () => {
    const res = await save('social', [
      { subkey: 'facebook', value: 'https://www.facebook.com/alice' },
      { subkey: 'linkedin', value: 'not a url' },
    ]);
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.overrideSave,
      extensions: { code: 'BAD_USER_INPUT', fields: { 'changes.1.value': ['Please enter a valid url'] } },
    });
    expect(gw.calls).toEqual([]);
  });

  it('VALID-009: the hiring page address (jobs-tab-url) takes no address without http(s)', async () => {
    const res = await save('jobs-tab-url', [{ subkey: '', value: 'alice-agency.example/jobs' }]);
    expect(res.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { 'changes.0.value': ['Please enter a valid url'] } },
    });
    expect(gw.calls).toEqual([]);
  });

  it('VALID-009: a web address and an empty value (the link hidden) are stored with POST overrides', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    // D-162: the domain is looked up in the agent's own list before any write.
    gw.reply('GET', 'api/agents/A1/domains/', 200, [{ pk: 1, domain_name: D, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] }]);
    gw.reply('POST', `api/mxeditor/${D}/compliance/`, 200, compliant, { times: 2 });
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', OVERRIDES_POST, 201, SAVED, { times: 2 });
    const res = await save('social', [
      { subkey: 'youtube', value: 'https://www.youtube.com/@alice' },
      { subkey: 'twitter', value: '' },
    ]);
    expect(res.body.errors).toBeUndefined();
    const posts = gw.callsTo('POST', OVERRIDES_POST).map((c) => c.body as Record<string, unknown>);
    expect(posts.map((b) => [b.subkey, b.value])).toEqual([
      ['youtube', 'https://www.youtube.com/@alice'],
      ['twitter', ''],
    ]);
  });

  it('VALID-009: a text field of another section is not held to the url rule', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    // D-162: the domain is looked up in the agent's own list before any write.
    gw.reply('GET', 'api/agents/A1/domains/', 200, [{ pk: 1, domain_name: D, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] }]);
    gw.reply('POST', `api/mxeditor/${D}/compliance/`, 200, compliant);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('POST', OVERRIDES_POST, 201, { ...SAVED, key: 'about-me', subkey: '' });
    const res = await save('about-me', [{ subkey: '', value: 'not a url, just words' }]);
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', OVERRIDES_POST)).toHaveLength(1);
  });
});
