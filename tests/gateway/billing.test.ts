import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, CARD_MESSAGES, MESSAGES } from '@portal/rules';
import { AGENT_A1, AUTH_INFO, gid, SESSION, useGateway, USERS, withSession } from './helpers';

const gw = useGateway();

const writes = () => gw.calls.filter((c) => c.method !== 'GET');

/** A complete API-060 record. */
const METHODS = 'api/agents/A1/payment_methods/';
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const VISA = { id: 1, card_type: 'visa', default: true, is_expired: false, expires: '2099-08-31', masked_number: '**** 1111' };
const OLD_MC = { id: 2, card_type: 'mastercard', default: false, is_expired: true, expires: '2020-03-31', masked_number: '**** 4444' };
const EIGHTTRACK = { id: 3, card_type: 'eighttrack', default: true, is_expired: false, expires: null, masked_number: null };

function signedIn(user: Record<string, unknown> = USERS.agent) {
  gw.reply('GET', AUTH_INFO, 200, user);
  gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
}

/** The agent's methods, which a write naming one of them looks it up in first (issue #24 §5, decision D-162). */
const ownMethods = (...methods: object[]) => gw.reply('GET', METHODS, 200, methods);

const METHOD_FIELDS = 'id paymentMethodId cardType cardLabel maskedNumber isDefault isExpired expires expiringSoon isCompDeduct';
const INFO = `paymentInfo { id compDeduct methods { ${METHOD_FIELDS} }
  state { card { paymentMethodId cardType } noCard expiredCard expiringCard good } }`;

describe('Agent.paymentInfo (API-068, BILL-004, BILL-010..015)', () => {
  it('API-068 / BILL-004 / BILL-011: GET payment_methods/ maps each method and the five state flags', async () => {
    signedIn();
    gw.reply('GET', METHODS, 200, [VISA, OLD_MC]);
    const res = await gw.gql(`{ agent(associateId: "A1") { ${INFO} } }`, withSession());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.paymentInfo).toEqual({
      id: gid('PaymentInfo', 'A1'),
      compDeduct: false,
      methods: [
        {
          id: gid('PaymentMethod', 'A1/1'),
          paymentMethodId: '1',
          cardType: 'visa',
          cardLabel: 'Visa',
          maskedNumber: '**** 1111',
          isDefault: true,
          isExpired: false,
          expires: '2099-08-31',
          expiringSoon: false,
          isCompDeduct: false,
        },
        {
          id: gid('PaymentMethod', 'A1/2'),
          paymentMethodId: '2',
          cardType: 'mastercard',
          cardLabel: 'Mastercard',
          maskedNumber: '**** 4444',
          isDefault: false,
          isExpired: true,
          expires: '2020-03-31',
          expiringSoon: false,
          isCompDeduct: false,
        },
      ],
      state: {
        card: { paymentMethodId: '1', cardType: 'visa' },
        noCard: false,
        expiredCard: false,
        expiringCard: false,
        good: true,
      },
    });
    expect(gw.callsTo('GET', METHODS)).toHaveLength(1);
    expect(gw.callsTo('GET', METHODS)[0].headers).toMatchObject({ cookie: SESSION.cookie });
  });

  it('BILL-010: an eighttrack method means compensation deduction is in use', async () => {
    signedIn();
    gw.reply('GET', METHODS, 200, [EIGHTTRACK, { ...VISA, default: false }]);
    const res = await gw.gql(`{ agent(associateId: "A1") { ${INFO} } }`, withSession());
    const info = res.body.data?.agent.paymentInfo;
    expect(info.compDeduct).toBe(true);
    expect(info.methods[0]).toMatchObject({ cardLabel: 'Compensation deduction', isCompDeduct: true, expires: null });
    expect(info.state).toEqual({
      card: { paymentMethodId: '3', cardType: 'eighttrack' },
      noCard: false,
      expiredCard: false,
      expiringCard: false,
      good: true,
    });
  });

  it('BILL-012 / BILL-013 / BILL-014: no card, an expired default and a default expiring within 30 days', async () => {
    const state = async (methods: unknown[]) => {
      signedIn();
      gw.reply('GET', METHODS, 200, methods);
      const res = await gw.gql(`{ agent(associateId: "A1") { ${INFO} } }`, withSession());
      return res.body.data?.agent.paymentInfo.state;
    };
    expect(await state([])).toEqual({ card: null, noCard: true, expiredCard: false, expiringCard: false, good: false });
    expect(await state([{ ...OLD_MC, default: true }])).toMatchObject({ expiredCard: true, good: false });
    expect(await state([{ ...VISA, expires: inDays(10) }])).toMatchObject({ expiringCard: true, good: true });
  });

  it('ERR-056: a 500 gives the payment info text and the rest of the agent still shows', async () => {
    signedIn();
    gw.reply('GET', METHODS, 500, { detail: 'trace' });
    const res = await gw.gql('{ agent(associateId: "A1") { associateId paymentInfo { compDeduct } } }', withSession());
    expect(res.body.data?.agent).toEqual({ associateId: 'A1', paymentInfo: null });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.paymentLoad,
      path: ['agent', 'paymentInfo'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('trace');
  });

  it("AUTH-008: another agent's payment info is FORBIDDEN with no upstream call about that agent", async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { paymentInfo { compDeduct } } }', withSession());
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

const PAYLOAD = `paymentInfo { compDeduct methods { paymentMethodId isDefault } } agent { associateId }`;
const nextYear = String(new Date().getUTCFullYear() + 1);
const CARD = { number: '4111 1111 1111 1111', expMonth: '4', expYear: nextYear };

describe('addPaymentMethod and updatePaymentMethod (API-069, API-070, BILL-005, BILL-006, BILL-016)', () => {
  const ADD = `mutation($input: AddPaymentMethodInput!) { addPaymentMethod(input: $input) { ${PAYLOAD} } }`;
  const UPDATE = `mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { ${PAYLOAD} } }`;

  it('API-069 / BILL-005: POST payment_methods/ {card_data}; the payment info is read again', async () => {
    signedIn();
    gw.reply('POST', METHODS, 201, { ...VISA, id: 5, default: false });
    gw.reply('GET', METHODS, 200, [VISA, { ...VISA, id: 5, default: false }]);
    const res = await gw.gql(ADD, withSession({ input: { agentId: 'A1', cardData: CARD } }));
    expect(res.body.errors).toBeUndefined();
    const post = gw.callsTo('POST', METHODS);
    expect(post).toHaveLength(1);
    expect(post[0].body).toEqual({ card_data: { number: '4111111111111111', exp_month: '04', exp_year: nextYear } });
    expect(post[0].headers['x-csrftoken']).toBe('tok1');
    expect(res.body.data?.addPaymentMethod).toEqual({
      paymentInfo: {
        compDeduct: false,
        methods: [
          { paymentMethodId: '1', isDefault: true },
          { paymentMethodId: '5', isDefault: false },
        ],
      },
      agent: { associateId: 'A1' },
    });
    expect(gw.sent().indexOf(`POST /${METHODS}`)).toBeLessThan(gw.sent().lastIndexOf(`GET /${METHODS}`));
  });

  it('API-069 / BILL-005: an {error} in a 2xx answer is a user error with its text', async () => {
    signedIn();
    gw.reply('POST', METHODS, 200, { error: 'Your card was declined.' });
    const res = await gw.gql(ADD, withSession({ input: { agentId: 'A1', cardData: CARD } }));
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Your card was declined.',
      extensions: { code: 'BAD_USER_INPUT', fields: { cardData: ['Your card was declined.'] } },
    });
  });

  it('VALID-005 / VALID-006 / VALID-001 / VALID-003 / BILL-016: bad card data is refused per field, no POST', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { times: 3 });
    const res = await gw.gql(ADD, withSession({ input: { agentId: 'A1', cardData: { number: '4111-abc', expMonth: '13', expYear: '25' } } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Card number should be numeric.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { number: ['Card number should be numeric.'], expMonth: ['Not a valid month'], expYear: ['25 must be 4 digits long.'] },
      },
    });
    const length = await gw.gql(ADD, withSession({ input: { agentId: 'A1', cardData: { ...CARD, number: '411111111111111' } } }));
    expect(length.body.errors?.[0].extensions?.fields).toEqual({ number: ['Visa cards should be 13, 16 or 19 digits.'] });
    const luhn = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', paymentMethodId: '1', cardData: { ...CARD, number: '4111111111111112' } } }));
    expect(luhn.body.errors?.[0].extensions?.fields).toEqual({ number: [CARD_MESSAGES.invalidNumber] });
    expect(writes()).toHaveLength(0);
  });

  it('ERR-058: a 500 on the POST gives the add text', async () => {
    signedIn();
    gw.reply('POST', METHODS, 500, {});
    const res = await gw.gql(ADD, withSession({ input: { agentId: 'A1', cardData: CARD } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.paymentAdd, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-070 / BILL-006: PUT payment_methods/{id}/ {card_data}', async () => {
    signedIn();
    ownMethods(VISA, OLD_MC);
    gw.reply('PUT', `${METHODS}2/`, 200, { ...OLD_MC, is_expired: false });
    gw.reply('GET', METHODS, 200, [VISA, { ...OLD_MC, is_expired: false }]);
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', paymentMethodId: '2', cardData: { ...CARD, number: '5555555555554444' } } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('PUT', `${METHODS}2/`)[0].body).toEqual({
      card_data: { number: '5555555555554444', exp_month: '04', exp_year: nextYear },
    });
  });

  it('ERR-057: a 500 on the PUT gives the update text', async () => {
    signedIn();
    ownMethods(VISA, OLD_MC);
    gw.reply('PUT', `${METHODS}2/`, 500, {});
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', paymentMethodId: '2', cardData: CARD } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.paymentUpdate, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('AUTH-008: adding a card for another agent is FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(ADD, withSession({ input: { agentId: 'A2', cardData: CARD } }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

describe('delete, select and comp deduct (API-071..073, BILL-007..009)', () => {
  const DELETE = `mutation($input: PaymentMethodRefInput!) { deletePaymentMethod(input: $input) { ${PAYLOAD} } }`;
  const SELECT = `mutation($input: PaymentMethodRefInput!) { selectPaymentMethod(input: $input) { ${PAYLOAD} } }`;
  const COMP = `mutation($input: UseCompDeductInput!) { useCompDeduct(input: $input) { ${PAYLOAD} } }`;

  it('API-071 / BILL-007: DELETE payment_methods/{id}/', async () => {
    signedIn();
    ownMethods(VISA, OLD_MC);
    gw.reply('DELETE', `${METHODS}2/`, 204);
    gw.reply('GET', METHODS, 200, [VISA]);
    const res = await gw.gql(DELETE, withSession({ input: { agentId: 'A1', paymentMethodId: '2' } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('DELETE', `${METHODS}2/`)).toHaveLength(1);
    expect(res.body.data?.deletePaymentMethod.paymentInfo.methods).toEqual([{ paymentMethodId: '1', isDefault: true }]);
  });

  it('API-072 / BILL-008: selectPaymentMethod sends PUT payment_methods/{id}/enable_payment_method/', async () => {
    signedIn();
    ownMethods(VISA, { ...VISA, id: 5, default: false });
    gw.reply('PUT', `${METHODS}5/enable_payment_method/`, 200, { ...VISA, id: 5 });
    gw.reply('GET', METHODS, 200, [{ ...VISA, id: 5 }]);
    const res = await gw.gql(SELECT, withSession({ input: { agentId: 'A1', paymentMethodId: '5' } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('PUT', `${METHODS}5/enable_payment_method/`)).toHaveLength(1);
  });

  it('API-073 / BILL-009: useCompDeduct(true) sends PUT payment_methods/use_comp_deduct/ {use_eight_track:true}', async () => {
    signedIn();
    gw.reply('PUT', `${METHODS}use_comp_deduct/`, 200, [EIGHTTRACK, { ...VISA, default: false }]);
    gw.reply('GET', METHODS, 200, [EIGHTTRACK, { ...VISA, default: false }]);
    const res = await gw.gql(COMP, withSession({ input: { agentId: 'A1', useEightTrack: true } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('PUT', `${METHODS}use_comp_deduct/`)[0].body).toEqual({ use_eight_track: true });
    expect(res.body.data?.useCompDeduct.paymentInfo.compDeduct).toBe(true);
  });

  it('ERR-059 / ERR-060 / ERR-061: a 500 on each write gives its own text', async () => {
    signedIn();
    gw.reply('DELETE', `${METHODS}2/`, 500, {});
    gw.reply('PUT', `${METHODS}2/enable_payment_method/`, 500, {});
    gw.reply('PUT', `${METHODS}use_comp_deduct/`, 500, {});
    const ref = { input: { agentId: 'A1', paymentMethodId: '2' } };
    ownMethods(VISA, OLD_MC);
    const del = await gw.gql(DELETE, withSession(ref));
    expect(del.body.errors?.[0]).toMatchObject({ message: MESSAGES.paymentDelete, extensions: { code: 'UPSTREAM_ERROR' } });
    signedIn();
    ownMethods(VISA, OLD_MC);
    const select = await gw.gql(SELECT, withSession(ref));
    expect(select.body.errors?.[0]).toMatchObject({ message: MESSAGES.paymentSelect, extensions: { code: 'UPSTREAM_ERROR' } });
    signedIn();
    const comp = await gw.gql(COMP, withSession({ input: { agentId: 'A1', useEightTrack: false } }));
    expect(comp.body.errors?.[0]).toMatchObject({ message: MESSAGES.compDeduct, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('AUTH-008: comp deduct for another agent is FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(COMP, withSession({ input: { agentId: 'A2', useEightTrack: true } }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

const RECEIPTS = 'api/agents/A1/receipts/';
const R1 = { id: 'R10001', category: 'Monthly Payment', used: 'Visa **** 1111', amount: '147.00', created: '2026-06-05T08:00:00Z', notes: null };
const R2 = { id: 'R10002', category: 'Domain Change Fee', used: 'Visa **** 1111', amount: '25.50', created: '2026-07-05T08:00:00Z', notes: 'x.example' };

describe('receipts (API-086, BILL-001, BILL-002)', () => {
  it('API-086 / BILL-001: GET receipts/ as a connection, newest first, with category, used, amount, created and notes', async () => {
    signedIn();
    gw.reply('GET', RECEIPTS, 200, [R1, R2]);
    const res = await gw.gql(
      `{ agent(associateId: "A1") {
          receipts(first: 1) { totalCount pageInfo { hasNextPage } edges { node { id receiptId category used amount created notes } } }
          receipt(receiptId: "R10001") { receiptId amount }
          none: receipt(receiptId: "R999") { receiptId }
        } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    const agent = res.body.data?.agent;
    expect(agent.receipts).toEqual({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [
        {
          node: {
            id: gid('Receipt', 'A1/R10002'),
            receiptId: 'R10002',
            category: 'Domain Change Fee',
            used: 'Visa **** 1111',
            amount: 25.5,
            created: '2026-07-05T08:00:00.000Z',
            notes: 'x.example',
          },
        },
      ],
    });
    // BILL-002: one receipt comes from the same list call.
    expect(agent.receipt).toEqual({ receiptId: 'R10001', amount: 147 });
    expect(agent.none).toBeNull();
    expect(gw.callsTo('GET', RECEIPTS)).toHaveLength(1);
  });

  it('ERR-073: a 500 on receipts gives the billing info text', async () => {
    signedIn();
    gw.reply('GET', RECEIPTS, 500, {});
    const res = await gw.gql('{ agent(associateId: "A1") { associateId receipts { totalCount } } }', withSession());
    expect(res.body.data?.agent).toEqual({ associateId: 'A1', receipts: null });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.billingInfo, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});

const CREDITS = 'api/agents/A1/billing/';

describe('credits and charges (API-087, API-088, ADMIN-024, ADMIN-027)', () => {
  const ADD = `mutation($input: AddBillingInput!) { addBilling(input: $input) { success transactionId agent { associateId } } }`;

  it('API-087 / ADMIN-027: an internal user gets the credits list from GET billing/', async () => {
    signedIn(USERS.mirus);
    gw.reply('GET', CREDITS, 200, [
      { id: 1, category: 'goodwill', used: true, amount: '20.00', created: '2026-08-02T10:15:00Z', notes: 'Outage' },
      { id: 3, category: 'promo', used: false, amount: 10, created: '2026-10-15T09:00:00Z', notes: null },
    ]);
    const res = await gw.gql('{ agent(associateId: "A1") { credits { totalCount edges { node { creditId category used amount notes } } } } }', withSession());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.credits).toEqual({
      totalCount: 2,
      edges: [
        { node: { creditId: '3', category: 'promo', used: false, amount: 10, notes: null } },
        { node: { creditId: '1', category: 'goodwill', used: true, amount: 20, notes: 'Outage' } },
      ],
    });
  });

  it('D-42: an agent asking for credits is FORBIDDEN and billing/ is never called', async () => {
    signedIn();
    const res = await gw.gql('{ agent(associateId: "A1") { associateId credits { totalCount } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({ path: ['agent', 'credits'], extensions: { code: 'FORBIDDEN' } });
    expect(gw.callsTo('GET', CREDITS)).toHaveLength(0);
  });

  it('ERR-073: a 500 on GET billing/ gives the billing info text', async () => {
    signedIn(USERS.mirus);
    gw.reply('GET', CREDITS, 500, {});
    const res = await gw.gql('{ agent(associateId: "A1") { credits { totalCount } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.billingInfo, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-088 / ADMIN-024: addBilling sends POST billing/ {amount, category, notes, mode}; success gives the transaction id', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', CREDITS, 201, { success: true, transaction_id: 'R10015' });
    gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
    const res = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'charge', amount: 45.5, category: 'Initial Adwords Payment', notes: ' New ' } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', CREDITS)[0].body).toEqual({ amount: 45.5, category: 'Initial Adwords Payment', notes: 'New', mode: 'charge' });
    expect(res.body.data?.addBilling).toEqual({ success: true, transactionId: 'R10015', agent: { associateId: 'A1' } });
  });

  it('ERR-093: success false and a 500 both give "creation failed, please try again later."', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', CREDITS, 200, { success: false, transaction_id: null });
    const refused = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'credit', amount: 5, category: 'promo' } }));
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'creation failed, please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', CREDITS, 500, { detail: 'boom' });
    const failed = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'credit', amount: 5, category: 'promo' } }));
    expect(failed.body.errors?.[0]).toMatchObject({ message: MESSAGES.billingCreate, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('VALID-035 / VALID-036 / VALID-037: bad amounts and types are refused with no POST', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 3 });
    const zero = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'charge', amount: 0, category: '' } }));
    expect(zero.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { amount: [BILLING_MESSAGES.amount], category: [BILLING_MESSAGES.category] },
    });
    const adwords = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'charge', amount: 40, category: 'Initial Adwords Payment' } }));
    expect(adwords.body.errors?.[0]).toMatchObject({
      message: 'Initial Adwords Payment must be greater than $40',
      extensions: { fields: { amount: ['Initial Adwords Payment must be greater than $40'] } },
    });
    const hidden = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'credit', amount: 5, category: 'pluto' } }));
    expect(hidden.body.errors?.[0].extensions?.fields).toEqual({ category: [BILLING_MESSAGES.category] });
    expect(writes()).toHaveLength(0);
  });

  it('D-71 (issue #8 item 8): an amount above $100,000.00, 1e308 or a non-finite literal, is refused with its own text, no POST', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 3 });
    const refused = { code: 'BAD_USER_INPUT', fields: { amount: [BILLING_MESSAGES.amountMax] } };
    const huge = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'credit', amount: 1e308, category: 'promo' } }));
    expect(huge.body.errors?.[0]).toMatchObject({ message: 'Amount must be at most $100,000.00', extensions: refused });
    const justOver = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'charge', amount: 100_000.01, category: 'Yearly Payment' } }));
    expect(justOver.body.errors?.[0].extensions).toEqual(refused);
    // JSON variables cannot carry Infinity, but a Float literal can.
    const infinite = await gw.gql(
      'mutation { addBilling(input: { agentId: "A1", mode: credit, amount: 1e999, category: "promo" }) { success } }',
      withSession(),
    );
    expect(infinite.body.errors?.[0].extensions).toEqual(refused);
    expect(writes()).toHaveLength(0);
  });

  it('D-71: exactly $100,000.00 is accepted and sent as it is', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', CREDITS, 201, { success: true, transaction_id: 'C9' });
    gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
    const res = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'credit', amount: 100_000, category: 'promo' } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', CREDITS)[0].body).toMatchObject({ amount: 100_000, mode: 'credit' });
  });

  it('D-42: an agent may not add a charge: FORBIDDEN with no upstream call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(ADD, withSession({ input: { agentId: 'A1', mode: 'credit', amount: 5, category: 'promo' } }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});
