import { describe, expect, it } from 'vitest';
import { MESSAGES, SITE_CONFIG_MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

const asMirus = () => gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
const SAVE = `mutation Save($input: SiteConfigInput!) { saveSiteConfig(input: $input) { siteConfig {
  domainTransactionsEnabled editorMessage demoDomains demoUsers { title subtext associateId } } } }`;
const save = (input: Record<string, unknown>, headers?: Record<string, string>) =>
  gw.gql(SAVE, { variables: { input }, cookie: SESSION.cookie, headers });

/** A complete stored config, with a key this portal does not know. */
const STORED = {
  domain_transactions_enabled: true,
  editor_message: 'Changes are reviewed before they go live.',
  demo_domains: ['demo-insurance.example'],
  demo_users: [{ title: 'Demo agent', subtext: 'Intern demo access', associate_id: 'A1002' }],
  maintenance_window: 'Sundays 2-4 AM',
};

/** The stored config, and the provider's answer to the save: the config it stored. */
function storedThenSaved(saved: Record<string, unknown>) {
  gw.reply('GET', 'api/site_config/', 200, { value: STORED });
  gw.reply('POST', 'api/site_config/', 200, { value: saved });
  return saved;
}

describe('saveSiteConfig (ADMIN-052..055, API-003)', () => {
  it('ADMIN-052: toggling the switch off sends POST api/site_config/ with domain_transactions_enabled false and the rest of the stored object', async () => {
    asMirus();
    const expected = storedThenSaved({ ...STORED, domain_transactions_enabled: false });
    const res = await save({ domainTransactionsEnabled: false });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.saveSiteConfig.siteConfig.domainTransactionsEnabled).toBe(false);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/site_config/', 'POST /api/site_config/']);
    expect(gw.callsTo('POST', 'api/site_config/')[0].body).toEqual(expected);
    expect(expected).toEqual({
      domain_transactions_enabled: false,
      editor_message: 'Changes are reviewed before they go live.',
      demo_domains: ['demo-insurance.example'],
      demo_users: [{ title: 'Demo agent', subtext: 'Intern demo access', associate_id: 'A1002' }],
      maintenance_window: 'Sundays 2-4 AM',
    });
  });

  it('ADMIN-053: the demo domains list is sent whole, trimmed and in lower case; the rest is the stored object', async () => {
    asMirus();
    const expected = storedThenSaved({ ...STORED, demo_domains: ['demo-insurance.example', 'smith-agency.com'] });
    const res = await save({ demoDomains: ['demo-insurance.example', '  Smith-Agency.COM '] });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.saveSiteConfig.siteConfig.demoDomains).toEqual(['demo-insurance.example', 'smith-agency.com']);
    expect(gw.callsTo('POST', 'api/site_config/')[0].body).toEqual(expected);
  });

  it('ADMIN-054: demo users are sent as {title, subtext, associate_id}, trimmed; a blank subtext is null', async () => {
    asMirus();
    const expected = storedThenSaved({
      ...STORED,
      demo_users: [
        { title: 'Demo agent', subtext: 'Intern demo access', associate_id: 'A1002' },
        { title: 'Second demo', subtext: null, associate_id: 'A1003' },
      ],
    });
    const demoUsers = [
      { title: ' Demo agent ', subtext: 'Intern demo access', associateId: 'A1002' },
      { title: 'Second demo', subtext: '  ', associateId: ' A1003 ' },
    ];
    const res = await save({ demoUsers });
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', 'api/site_config/')[0].body).toEqual(expected);
    expect(res.body.data?.saveSiteConfig.siteConfig.demoUsers[1]).toEqual({
      title: 'Second demo',
      subtext: null,
      associateId: 'A1003',
    });
  });

  it('ADMIN-055 / D-53: the editor message is saved; every field the input leaves out keeps its stored value', async () => {
    asMirus();
    const expected = storedThenSaved({ ...STORED, editor_message: 'Publishing is paused on Friday.' });
    await save({ editorMessage: 'Publishing is paused on Friday.' });
    expect(gw.callsTo('POST', 'api/site_config/')[0].body).toEqual(expected);
  });

  it('D-53: a blank editor message is stored as null (no message)', async () => {
    asMirus();
    const expected = storedThenSaved({ ...STORED, editor_message: null });
    const res = await save({ editorMessage: '   ' });
    expect(gw.callsTo('POST', 'api/site_config/')[0].body).toEqual(expected);
    expect(res.body.data?.saveSiteConfig.siteConfig.editorMessage).toBeNull();
  });

  it('ADMIN-053 / D-101: a demo domain that is not a domain name, or listed twice, is refused per row with no upstream call', async () => {
    const res = await save({ demoDomains: ['demo-insurance.example', 'not a domain', 'DEMO-insurance.example '] });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.siteConfigSave,
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          'demoDomains.1': [SITE_CONFIG_MESSAGES.demoDomain],
          'demoDomains.2': [SITE_CONFIG_MESSAGES.demoDomainTaken],
        },
      },
    });
    expect(SITE_CONFIG_MESSAGES.demoDomain).toBe('Enter a domain name such as myagency.com.');
    expect(gw.calls).toHaveLength(0);
  });

  it('VALID-041 / VALID-042: the refusal carries the rules\' texts per demo user field', async () => {
    const res = await save({ demoUsers: [{ title: '', associateId: ' ' }] });
    expect(res.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        'demoUsers.0.title': [SITE_CONFIG_MESSAGES.demoUserTitle],
        'demoUsers.0.associateId': [SITE_CONFIG_MESSAGES.demoUserAssociateId],
      },
    });
    expect(gw.calls).toHaveLength(0);
  });

  it("ERR-004: the provider's 400 on demo_domains comes back as that field's message", async () => {
    asMirus();
    gw.reply('GET', 'api/site_config/', 200, { value: STORED });
    gw.reply('POST', 'api/site_config/', 400, { demo_domains: ['Demo domain 1 (x.example): taken elsewhere.'] });
    const res = await save({ demoDomains: ['x.example'] });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.siteConfigSave,
      extensions: { code: 'BAD_USER_INPUT', fields: { demoDomains: ['Demo domain 1 (x.example): taken elsewhere.'] } },
    });
  });
});

describe('ADMIN-052..055: only internal provider staff save the site config', () => {
  itRefusesAllButInternalStaff(() => gw, [
    { name: 'saveSiteConfig', document: SAVE, variables: { input: { domainTransactionsEnabled: false } } },
  ]);
});
