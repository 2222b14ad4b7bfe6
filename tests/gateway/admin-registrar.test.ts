import { describe, expect, it } from 'vitest';
import { cancelledRegistrarText, MESSAGES, REGISTRAR_RULE_MESSAGES, validateRegistrarContact } from '@portal/rules';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

const DOMAIN = 'api/agents/A1/domains/a1.example/';
const RECORD = {
  authcode: 'Xq7#pLm2Rv9wTz4K',
  authcodeUpdatedAt: '2026-10-21T15:42:08Z',
  transfer_allowed: false,
  contacts: [
    { contact_type: 'admin', email: 'alice@agents.example', phone: '3125550142' },
    { contact_type: 'technical', email: 'hostmaster@provider.example', phone: '5155550100' },
  ],
  markedForTransferBy: null,
  markedForTransferOn: null,
};
const MARKED = { ...RECORD, transfer_allowed: true, markedForTransferBy: 'jdoe', markedForTransferOn: '2026-11-23T10:00:00Z' };
const FIELDS = `id agentId domainName authcode authcodeUpdatedAt transferAllowed contacts { contactType email phone }
  markedForTransferBy markedForTransferOn markedForTransfer`;
const REGISTRAR = `query($agentId: ID!, $domainName: String!) { registrar(agentId: $agentId, domainName: $domainName) { ${FIELDS} } }`;
const DOMAINS = 'query($agentId: ID!) { registrarDomains(agentId: $agentId) { domainName active isCancelled } }';
const UPDATE = `mutation($input: UpdateRegistrarContactInput!) { updateRegistrarContact(input: $input) { registrar { ${FIELDS} } } }`;
const AUTHCODE = `mutation($input: RegistrarDomainInput!) { refreshAuthcode(input: $input) { registrar { ${FIELDS} } } }`;
const TOGGLE = `mutation($input: RegistrarDomainInput!) { toggleTransferMark(input: $input) { registrar { ${FIELDS} } } }`;
const TARGET = { agentId: 'A1', domainName: 'A1.example' };
const CONTACT = { ...TARGET, email: ' new@agents.example ', phone: '3125550199', contactTypes: ['admin', 'billing'] };
const opts = (variables: Record<string, unknown>, headers?: Record<string, string>) => ({
  variables,
  cookie: SESSION.cookie,
  headers,
});
const asMirus = () => gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
const LIST = 'api/agents/A1/domains/';
const domainList = (cancelled = false) =>
  gw.reply('GET', LIST, 200, [
    { pk: 1, domain_name: 'a1.example', product_type: 'm1', is_cancelled: cancelled, active: !cancelled, content: ['/'] },
  ]);

const EXPECTED_CARD = {
  id: Buffer.from('Registrar:A1/a1.example').toString('base64'),
  agentId: 'A1',
  domainName: 'a1.example',
  authcode: 'Xq7#pLm2Rv9wTz4K',
  authcodeUpdatedAt: '2026-10-21T15:42:08.000Z',
  transferAllowed: false,
  contacts: [
    { contactType: 'admin', email: 'alice@agents.example', phone: '3125550142' },
    { contactType: 'technical', email: 'hostmaster@provider.example', phone: '5155550100' },
  ],
  markedForTransferBy: null,
  markedForTransferOn: null,
  markedForTransfer: false,
};

describe('registrar (API-097..100)', () => {
  it('API-097 ADMIN-039 ADMIN-040: the registrar query sends GET …/domains/{name}/registrar/ and maps every field', async () => {
    asMirus();
    gw.reply('GET', `${DOMAIN}registrar/`, 200, RECORD);
    const res = await gw.gql(REGISTRAR, opts(TARGET));
    expect(res.body.errors).toBeUndefined();
    const card = res.body.data?.registrar as Record<string, unknown>;
    expect({ ...card, authcodeUpdatedAt: new Date(String(card.authcodeUpdatedAt)).toISOString() }).toEqual(EXPECTED_CARD);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/agents/A1/domains/a1.example/registrar/']);
    expect(gw.calls[1].body).toBeUndefined();
  });

  it('ADMIN-039: the list is the agent\'s domains (API-036), by name', async () => {
    asMirus();
    gw.reply('GET', 'api/agents/A1/domains/', 200, [
      { pk: 2, domain_name: 'b.example', product_type: 'm1', is_cancelled: false, active: true, content: ['/'] },
      { pk: 1, domain_name: 'a.example', product_type: 'parked', is_cancelled: true, active: false, content: [] },
    ]);
    const res = await gw.gql(DOMAINS, opts({ agentId: 'A1' }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.registrarDomains).toEqual([
      { domainName: 'a.example', active: false, isCancelled: true },
      { domainName: 'b.example', active: true, isCancelled: false },
    ]);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/agents/A1/domains/']);
  });

  it('ERR-080: a failed registrar load is the registrar-data text with UPSTREAM_ERROR, never the upstream body', async () => {
    asMirus();
    gw.reply('GET', `${DOMAIN}registrar/`, 500, { detail: 'registrar trace' });
    const res = await gw.gql(REGISTRAR, opts(TARGET));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.registrarLoad, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.text).not.toContain('registrar trace');
  });

  it('API-098 ADMIN-041: updateRegistrarContact sends POST …/registrar/ with exactly {email, phone, contactTypes}', async () => {
    asMirus();
    domainList();
    gw.reply('POST', `${DOMAIN}registrar/`, 200, RECORD);
    const res = await gw.gql(UPDATE, opts({ input: CONTACT }));
    expect(res.body.errors).toBeUndefined();
    // D-226: the agent's list first (a cancelled domain takes no change), then the write.
    expect(gw.sent()).toEqual([
      'GET /api/users/auth_info/',
      `GET /${LIST}`,
      'POST /api/agents/A1/domains/a1.example/registrar/',
    ]);
    expect(gw.calls[2].body).toEqual({ email: 'new@agents.example', phone: '3125550199', contactTypes: ['admin', 'billing'] });
    expect(gw.calls[2].headers['content-type']).toContain('application/json');
    expect((res.body.data?.updateRegistrarContact as { registrar: { domainName: string } }).registrar.domainName).toBe(
      'a1.example',
    );
  });

  it('VALID-032 VALID-033: a bad e-mail or a phone that is not 10 digits is refused by field, with no upstream call', async () => {
    asMirus();
    const res = await gw.gql(UPDATE, opts({ input: { ...CONTACT, email: 'x@', phone: '123456789' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: REGISTRAR_RULE_MESSAGES.email,
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { email: [REGISTRAR_RULE_MESSAGES.email], phone: [REGISTRAR_RULE_MESSAGES.phone] },
      },
    });
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('VALID-034: no contact type is refused; a type outside admin, billing, technical is not even accepted by the schema', async () => {
    asMirus();
    let res = await gw.gql(UPDATE, opts({ input: { ...CONTACT, contactTypes: [] } }));
    expect(res.body.errors?.[0].extensions).toMatchObject({ fields: { contactTypes: [REGISTRAR_RULE_MESSAGES.contactTypes] } });
    res = await gw.gql(UPDATE, opts({ input: { ...CONTACT, contactTypes: ['owner'] } }));
    expect(res.body.errors?.[0].message).toContain('owner');
    expect(gw.callsTo('POST', `${DOMAIN}registrar/`)).toHaveLength(0);
  });

  it('ERR-081: a failed contact update is the contact-update text', async () => {
    asMirus();
    domainList();
    gw.reply('POST', `${DOMAIN}registrar/`, 500, { detail: 'boom' });
    const res = await gw.gql(UPDATE, opts({ input: CONTACT }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.registrarContact, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-099 ADMIN-042: refreshAuthcode sends PUT …/authcode/ with no body and answers the new code', async () => {
    asMirus();
    domainList();
    gw.reply('PUT', `${DOMAIN}authcode/`, 200, { ...RECORD, authcode: 'NEWcode#12345678', authcodeUpdatedAt: '2026-11-23T10:00:00Z' });
    const res = await gw.gql(AUTHCODE, opts({ input: TARGET }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${LIST}`, 'PUT /api/agents/A1/domains/a1.example/authcode/']);
    expect(gw.calls[2].body).toBeUndefined();
    expect((res.body.data?.refreshAuthcode as { registrar: { authcode: string } }).registrar.authcode).toBe('NEWcode#12345678');
  });

  it('ERR-079: a failed authcode call is the authcode text', async () => {
    asMirus();
    domainList();
    gw.reply('PUT', `${DOMAIN}authcode/`, 500, {});
    const res = await gw.gql(AUTHCODE, opts({ input: TARGET }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.authcode, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-100 ADMIN-043: toggleTransferMark sends PUT …/toggle_mark_for_transfer/ and answers the mark', async () => {
    asMirus();
    domainList();
    gw.reply('PUT', `${DOMAIN}toggle_mark_for_transfer/`, 200, MARKED);
    const res = await gw.gql(TOGGLE, opts({ input: TARGET }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual([
      'GET /api/users/auth_info/',
      `GET /${LIST}`,
      'PUT /api/agents/A1/domains/a1.example/toggle_mark_for_transfer/',
    ]);
    expect(res.body.data?.toggleTransferMark).toMatchObject({
      registrar: { markedForTransfer: true, markedForTransferBy: 'jdoe', transferAllowed: true },
    });
  });

  it('ERR-082: a failed transfer mark is the marking text', async () => {
    asMirus();
    domainList();
    gw.reply('PUT', `${DOMAIN}toggle_mark_for_transfer/`, 502, {});
    const res = await gw.gql(TOGGLE, opts({ input: TARGET }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.transferMark, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});

describe('a cancelled domain at the registrar (issue #26, D-226)', () => {
  for (const [name, document, input] of [
    ['updateRegistrarContact', UPDATE, CONTACT],
    ['refreshAuthcode', AUTHCODE, TARGET],
    ['toggleTransferMark', TOGGLE, TARGET],
  ] as const) {
    it(`D-226: ${name} on a cancelled domain is refused by the domain's field, with no write`, async () => {
      asMirus();
      domainList(true);
      const res = await gw.gql(document, opts({ input }));
      const text = cancelledRegistrarText('a1.example');
      expect(res.body.errors?.[0]).toMatchObject({ message: text, extensions: { code: 'BAD_USER_INPUT', fields: { domainName: [text] } } });
      expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${LIST}`]);
    });
  }
});

describe('ADMIN-015: only internal provider staff reach the registrar operations', () => {
  itRefusesAllButInternalStaff(
    () => gw,
    [
      { name: 'registrarDomains', document: DOMAINS, variables: { agentId: 'A1' } },
      { name: 'registrar', document: REGISTRAR, variables: TARGET },
      { name: 'updateRegistrarContact', document: UPDATE, variables: { input: CONTACT } },
      { name: 'refreshAuthcode', document: AUTHCODE, variables: { input: TARGET } },
      { name: 'toggleTransferMark', document: TOGGLE, variables: { input: TARGET } },
    ],
  );
});

describe('registrar contact rules (VALID-032..034)', () => {
  const valid = { email: 'alice@agents.example', phone: '1234567890', contactTypes: ['admin'] };
  it('VALID-032: "x@" and a blank e-mail fail; a normal address passes', () => {
    expect(validateRegistrarContact({ ...valid, email: 'x@' })).toEqual({ email: [REGISTRAR_RULE_MESSAGES.email] });
    expect(validateRegistrarContact({ ...valid, email: '' })).toEqual({ email: [REGISTRAR_RULE_MESSAGES.email] });
    expect(validateRegistrarContact(valid)).toEqual({});
  });
  it('VALID-033: "123456789" fails; "1234567890" passes; letters or 11 digits fail', () => {
    expect(validateRegistrarContact({ ...valid, phone: '123456789' })).toEqual({ phone: [REGISTRAR_RULE_MESSAGES.phone] });
    expect(validateRegistrarContact({ ...valid, phone: '12345678901' }).phone).toBeDefined();
    expect(validateRegistrarContact({ ...valid, phone: '123-456-789' }).phone).toBeDefined();
    expect(validateRegistrarContact({ ...valid, phone: '1234567890' })).toEqual({});
  });
  it('VALID-034: "owner" is rejected; admin, billing and technical together pass; none fails', () => {
    expect(validateRegistrarContact({ ...valid, contactTypes: ['owner'] })).toEqual({ contactTypes: [REGISTRAR_RULE_MESSAGES.contactTypes] });
    expect(validateRegistrarContact({ ...valid, contactTypes: [] }).contactTypes).toBeDefined();
    expect(validateRegistrarContact({ ...valid, contactTypes: ['admin', 'billing', 'technical'] })).toEqual({});
  });
});
