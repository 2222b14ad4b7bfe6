import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_PATH, MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

// Issue #24 §5 (decision D-162): a write that names the viewer's own agent but another agent's object (a domain by
// name: compliance checks, the article blacklist, the editor's other writes and its image upload, a schedule's
// domains; a payment method) is refused by the gateway with the roles table's FORBIDDEN. The only upstream calls are
// who the viewer is and the agent's own list the object is looked up in: every other call would be answered (and
// recorded) by a catch-all, so a write that got through shows in the calls.

const AGENT = 'A1001';
const FOREIGN_DOMAIN = 'bob-agency.example';
const FOREIGN_METHOD = '99';
const OWN_DOMAINS = `api/agents/${AGENT}/domains/`;
const OWN_METHODS = `api/agents/${AGENT}/payment_methods/`;

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const nextYear = String(new Date().getUTCFullYear() + 1);

/** The three who may write for agent A1001 (the roles table, 000 §6): the agent, its team member, provider staff. */
const WRITERS = [
  { name: 'the agent', authInfo: { ...USERS.agent, associate_id: AGENT } },
  { name: 'a team member of the agent', authInfo: { ...USERS.staff, staff_agents: [AGENT] } },
  { name: 'internal provider staff', authInfo: USERS.mirus },
];

interface Write {
  name: string;
  document: string;
  variables: Record<string, unknown>;
  /** The agent's own list the object is looked up in. */
  list: string;
}

const editorWrite = (name: string, document: string, input: Record<string, unknown>): Write => ({
  name,
  document,
  variables: { input: { agentId: AGENT, domainName: FOREIGN_DOMAIN, ...input } },
  list: OWN_DOMAINS,
});

const paymentWrite = (name: string, document: string, input: Record<string, unknown> = {}): Write => ({
  name,
  document,
  variables: { input: { agentId: AGENT, paymentMethodId: FOREIGN_METHOD, ...input } },
  list: OWN_METHODS,
});

const scheduleWrite = (name: string, document: string, variables: Record<string, unknown>): Write => ({
  name,
  document,
  variables,
  list: OWN_DOMAINS,
});

const WRITES: Write[] = [
  editorWrite(
    'saveOverride',
    'mutation($input: SaveOverrideInput!) { saveOverride(input: $input) { overrides { overrideId } } }',
    { pageKey: 'contact', key: 'contact-me', changes: [{ subkey: 'heading', value: 'Talk to Bob' }] },
  ),
  editorWrite(
    'deleteOverride',
    'mutation($input: DeleteOverrideInput!) { deleteOverride(input: $input) { domainEditor { id } } }',
    { pageKey: 'contact', key: 'contact-me', subkey: 'heading' },
  ),
  editorWrite('logEditing', 'mutation($input: LogEditingInput!) { logEditing(input: $input) { domainName } }', {}),
  editorWrite(
    'refreshCopy',
    'mutation($input: RefreshCopyInput!) { refreshCopy(input: $input) { refreshed } }',
    { category: 'auto' },
  ),
  editorWrite(
    'saveArticleBlacklist',
    'mutation($input: SaveArticleBlacklistInput!) { saveArticleBlacklist(input: $input) { domainEditor { id } } }',
    { articleBlacklist: ['flood-insurance-basics'] },
  ),
  editorWrite(
    'checkCompliance',
    'mutation($input: CheckComplianceInput!) { checkCompliance(input: $input) { compliant } }',
    { text: 'Talk to Bob', allowedTerms: [], editorType: 'plain' },
  ),
  scheduleWrite(
    'createSchedule',
    'mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { schedule { pk } } }',
    { input: { agentId: AGENT, label: 'Evenings', domains: ['alice-insurance.example', FOREIGN_DOMAIN] } },
  ),
  scheduleWrite(
    'updateSchedule',
    'mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { schedule { pk } } }',
    { input: { id: gid('Schedule', `${AGENT}/5`), domains: [FOREIGN_DOMAIN] } },
  ),
  paymentWrite(
    'updatePaymentMethod',
    'mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { agent { associateId } } }',
    { cardData: { number: '4111 1111 1111 1111', expMonth: '4', expYear: nextYear } },
  ),
  paymentWrite(
    'deletePaymentMethod',
    'mutation($input: PaymentMethodRefInput!) { deletePaymentMethod(input: $input) { agent { associateId } } }',
  ),
  paymentWrite(
    'selectPaymentMethod',
    'mutation($input: PaymentMethodRefInput!) { selectPaymentMethod(input: $input) { agent { associateId } } }',
  ),
];

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

/**
 * The agent's own domains and payment methods, none of them the one named; any other call is answered 200 and
 * recorded, so a write the gateway let through is in gw.calls.
 */
function arrange(authInfo: unknown): void {
  gw.reply('GET', AUTH_INFO, 200, authInfo);
  gw.reply('GET', OWN_DOMAINS, 200, [
    { pk: 1, domain_name: 'alice-insurance.example', product_type: 'm2', is_cancelled: false, active: true, content: ['/'] },
  ]);
  gw.reply('GET', OWN_METHODS, 200, [
    { id: 1, card_type: 'visa', default: true, is_expired: false, expires: '2099-08-31', masked_number: '**** 1111' },
  ]);
  gw.pool
    .intercept({ method: () => true, path: () => true })
    .reply((req) => {
      gw.calls.push({ method: req.method, path: req.path, headers: {}, body: req.body });
      return { statusCode: 200, data: '{}', responseOptions: { headers: { 'content-type': 'application/json' } } };
    })
    .persist();
}

const sent = () => gw.calls.map((c) => `${c.method} ${c.path}`);

describe.each(WRITERS)("issue #24 §5 (D-162): $name names agent A1001 and another agent's object", ({ authInfo }) => {
  it.each(WRITES)('$name is FORBIDDEN, like the rest of the roles table, and nothing is written', async (write) => {
    arrange(authInfo);
    const res = await gw.gql(write.document, { variables: write.variables, cookie: SESSION.cookie });
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
    expect(sent()).toEqual([`GET /${AUTH_INFO}`, `GET /${write.list}`]);
  });

  it('the image upload (EDITOR-044) to the other agent\'s domain is 403 with the roles table\'s text, and nothing is sent', async () => {
    arrange(authInfo);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const query = new URLSearchParams({ agentId: AGENT, domainName: FOREIGN_DOMAIN, imageType: 'agent-image' });
    const res = await fetch(`${gw.url}${IMAGE_UPLOAD_PATH}?${query}`, {
      method: 'POST',
      headers: { cookie: SESSION.cookie, 'x-csrftoken': 'tok1' },
      body: form,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: MESSAGES.forbidden });
    expect(sent()).toEqual([`GET /${AUTH_INFO}`, `GET /${OWN_DOMAINS}`]);
  });
});
