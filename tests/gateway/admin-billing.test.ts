import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

const opts = (variables: Record<string, unknown>, headers?: Record<string, string>) => ({
  variables,
  cookie: SESSION.cookie,
  headers,
});
const BILLING = 'api/agents/A1/billing/';
const CREDITS = `query($agentId: ID!) { agentCredits(agentId: $agentId) { totalCount
  edges { node { id creditId category used amount created notes } } } }`;
const ADD = 'mutation($input: AddBillingInput!) { addBilling(input: $input) { success transactionId } }';
const CHARGE = { agentId: 'A1', mode: 'charge', amount: 45.5, category: 'Initial Adwords Payment', notes: 'Start' };

describe('the toolbox billing tab (API-087, API-088, ADMIN-024, ADMIN-027)', () => {
  it('API-087 / ADMIN-027: the billing query sends GET billing/ first thing after auth_info, newest first', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', BILLING, 200, [
      { id: 1, category: 'monthly2', used: true, amount: '5.00', created: '2025-12-01T12:00:00Z', notes: 'Legacy' },
      { id: 3, category: 'promo', used: false, amount: '10.00', created: '2026-10-15T09:00:00Z', notes: null },
    ]);
    const res = await gw.gql(CREDITS, opts({ agentId: 'A1' }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${BILLING}`]);
    expect(res.body.data?.agentCredits).toEqual({
      totalCount: 2,
      edges: [
        {
          node: {
            id: Buffer.from('Credit:A1/3').toString('base64'),
            creditId: '3',
            category: 'promo',
            used: false,
            amount: 10,
            created: '2026-10-15T09:00:00.000Z',
            notes: null,
          },
        },
        {
          node: {
            id: Buffer.from('Credit:A1/1').toString('base64'),
            creditId: '1',
            category: 'monthly2',
            used: true,
            amount: 5,
            created: '2025-12-01T12:00:00.000Z',
            notes: 'Legacy',
          },
        },
      ],
    });
  });

  it('ERR-073: a 500 on GET billing/ is null with the billing info text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', BILLING, 500, { detail: 'trace' });
    const res = await gw.gql(CREDITS, opts({ agentId: 'A1' }));
    expect(res.body.data?.agentCredits).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.billingInfo, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('ADMIN-024 / API-088: addBilling without the agent sends only auth_info and POST billing/ {amount, category, notes, mode}', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', BILLING, 201, { success: true, transaction_id: 'R10016' });
    const res = await gw.gql(ADD, opts({ input: CHARGE }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `POST /${BILLING}`]);
    expect(gw.callsTo('POST', BILLING)[0].body).toEqual({ amount: 45.5, category: 'Initial Adwords Payment', notes: 'Start', mode: 'charge' });
    expect(res.body.data?.addBilling).toEqual({ success: true, transactionId: 'R10016' });
  });

  it('D-222 (issue #26): an amount that is not whole cents is refused as not money, by its field, with no POST', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 2 });
    const refused = { code: 'BAD_USER_INPUT', fields: { amount: [BILLING_MESSAGES.money] } };
    const cents = await gw.gql(ADD, opts({ input: { ...CHARGE, amount: 45.123 } }));
    expect(cents.body.errors?.[0]).toMatchObject({ message: 'Amount must be dollars and cents, such as 45.00', extensions: refused });
    const credit = await gw.gql(ADD, opts({ input: { agentId: 'A1', mode: 'credit', amount: 0.005, category: 'promo' } }));
    // Half a cent rounds to one cent: above 0, but still not money.
    expect(credit.body.errors?.[0].extensions).toEqual(refused);
    expect(gw.callsTo('POST', BILLING)).toHaveLength(0);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/users/auth_info/']);
  });

  it('D-222: dollars and cents pass as they are (99,999.99)', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', BILLING, 201, { success: true, transaction_id: 'C17' });
    const res = await gw.gql(ADD, opts({ input: { agentId: 'A1', mode: 'credit', amount: 99_999.99, category: 'goodwill', notes: null } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', BILLING)[0].body).toEqual({ amount: 99_999.99, category: 'goodwill', notes: '', mode: 'credit' });
  });
});

describe('ADMIN-007: only internal provider staff reach the billing tab operations', () => {
  itRefusesAllButInternalStaff(
    () => gw,
    [
      { name: 'agentCredits', document: CREDITS, variables: { agentId: 'A1' } },
      { name: 'addBilling', document: ADD, variables: { input: CHARGE } },
    ],
  );
});
