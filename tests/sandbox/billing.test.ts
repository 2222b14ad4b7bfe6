import { BILLING_MESSAGES, CARD_MESSAGES } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const METHODS = 'api/agents/A1001/payment_methods/';

interface Method {
  id: number;
  card_type: string;
  default: boolean;
  is_expired: boolean;
  expires: string | null;
  masked_number: string | null;
}

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const methodsOf = async (client: SandboxClient, agentId: string) =>
  json<Method[]>(await client.get(`api/agents/${agentId}/payment_methods/`));
const nextYear = String(new Date().getUTCFullYear() + 1);
const card = (number: string, exp_month = '04', exp_year = nextYear) => ({ card_data: { number, exp_month, exp_year } });

describe('payment methods (API-068)', () => {
  it('API-068, BILL-004: alice gets her cards with card_type, default, is_expired, expires, a masked number and id', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get(METHODS);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: 1, card_type: 'visa', default: true, is_expired: false, expires: '2029-08-31', masked_number: '**** 1111' },
      { id: 2, card_type: 'mastercard', default: false, is_expired: true, expires: '2026-03-31', masked_number: '**** 4444' },
    ]);
  });

  it('API-068, BILL-010: ivan pays by compensation deduction (eighttrack); bob has an expired Amex; tina has none', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await methodsOf(jdoe, 'A1002')).toEqual([
      { id: 3, card_type: 'eighttrack', default: true, is_expired: false, expires: null, masked_number: null },
    ]);
    expect(await methodsOf(jdoe, 'A1003')).toEqual([
      { id: 4, card_type: 'amex', default: true, is_expired: true, expires: '2025-09-30', masked_number: '**** 0005' },
    ]);
    expect(await methodsOf(jdoe, 'A1004')).toEqual([]);
  });

  it('AUTH-008, AUTH-010: other agents, staff outside staff_agents and corp users get 403; staff of the agent may read', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const res = await bob.get(METHODS);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    expect((await bob.post(METHODS, card('4111111111111111'))).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'sam')).get(METHODS)).status).toBe(200);
    expect((await (await signedIn(sandbox.url, 'carol')).get(METHODS)).status).toBe(403);
    expect((await new SandboxClient(sandbox.url).get(METHODS)).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'jdoe')).get('api/agents/A9999/payment_methods/')).status).toBe(404);
  });
});

describe('adding and updating a card (API-069, API-070)', () => {
  it('API-069, BILL-005: POST {card_data} answers 201 with the new card; tina\'s first card becomes the default', async () => {
    const tina = await signedIn(sandbox.url, 'tina');
    const res = await tina.post('api/agents/A1004/payment_methods/', card('5555 5555 5555 4444', '7'));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: 5,
      card_type: 'mastercard',
      default: true,
      is_expired: false,
      expires: `${nextYear}-07-31`,
      masked_number: '**** 4444',
    });
    const alice = await signedIn(sandbox.url, 'alice');
    const added = await json<Method>(await alice.post(METHODS, card('378282246310005')));
    expect(added).toMatchObject({ card_type: 'amex', default: false });
  });

  it('API-069: a declined or duplicate card answers 200 {error} and nothing is added', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const declined = await alice.post(METHODS, card('4000000000000002'));
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({ error: 'Your card was declined.' });
    const duplicate = await alice.post(METHODS, card('4111111111111111', '08', '2029'));
    expect(await duplicate.json()).toEqual({ error: 'That card is already on file.' });
    expect(await methodsOf(alice, 'A1001')).toHaveLength(2);
  });

  it('VALID-001..007, BILL-016: bad card data is a 400 per field with the validators\' exact texts', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const numeric = await alice.post(METHODS, card('4111-abc', '13', '25'));
    expect(numeric.status).toBe(400);
    expect(await numeric.json()).toEqual({
      number: ['Card number should be numeric.'],
      exp_month: ['Not a valid month'],
      exp_year: ['25 must be 4 digits long.'],
    });
    const length = await alice.post(METHODS, card('411111111111111', '01', '2001'));
    expect(await length.json()).toEqual({
      number: ['Visa cards should be 13, 16 or 19 digits.'],
      exp_year: ['Not a valid year, is it in the past?'],
    });
    expect(await (await alice.post(METHODS, card('4111111111111112'))).json()).toEqual({
      number: [CARD_MESSAGES.invalidNumber],
    });
    expect(await (await alice.post(METHODS, {})).json()).toEqual({ card_data: ['This field is required.'] });
    expect(await methodsOf(alice, 'A1001')).toHaveLength(2);
  });

  it('API-070, BILL-006: PUT …/payment_methods/{id}/ {card_data} replaces the card', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put(`${METHODS}2/`, card('5105105105105100', '12'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: 2,
      card_type: 'mastercard',
      default: false,
      is_expired: false,
      expires: `${nextYear}-12-31`,
      masked_number: '**** 5100',
    });
    expect((await alice.put(`${METHODS}99/`, card('5105105105105100'))).status).toBe(404);
    expect((await alice.put(`${METHODS}2/`, card('abc'))).status).toBe(400);
    const ivan = await signedIn(sandbox.url, 'ivan');
    const compDeduct = await ivan.put('api/agents/A1002/payment_methods/3/', card('4111111111111111'));
    expect(compDeduct.status).toBe(400);
  });
});

describe('deleting, selecting and comp deduct (API-071..073)', () => {
  it('API-071, BILL-007: DELETE answers 204; deleting the default makes the remaining card the default', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.delete(`${METHODS}1/`);
    expect(res.status).toBe(204);
    expect(await methodsOf(alice, 'A1001')).toEqual([expect.objectContaining({ id: 2, default: true })]);
    expect((await alice.delete(`${METHODS}1/`)).status).toBe(404);
    expect((await alice.delete('api/agents/A1003/payment_methods/4/')).status).toBe(403);
  });

  it('API-072, BILL-008: enable_payment_method makes a card the default; an expired one is refused', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const expired = await alice.put(`${METHODS}2/enable_payment_method/`);
    expect(expired.status).toBe(400);
    const added = await json<Method>(await alice.post(METHODS, card('6011111111111117')));
    const res = await alice.put(`${METHODS}${added.id}/enable_payment_method/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: added.id, card_type: 'discover', default: true });
    expect((await methodsOf(alice, 'A1001')).filter((m) => m.default).map((m) => m.id)).toEqual([added.id]);
  });

  it('API-073, BILL-009, BILL-010: use_comp_deduct {use_eight_track} adds or removes the eighttrack method', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const on = await alice.put(`${METHODS}use_comp_deduct/`, { use_eight_track: true });
    expect(on.status).toBe(200);
    const list = await json<Method[]>(on);
    expect(list[0]).toMatchObject({ card_type: 'eighttrack', default: true, expires: null, masked_number: null });
    expect(list.filter((m) => m.default)).toHaveLength(1);
    const off = await json<Method[]>(await alice.put(`${METHODS}use_comp_deduct/`, { use_eight_track: false }));
    expect(off.map((m) => [m.id, m.card_type, m.default])).toEqual([
      [1, 'visa', true],
      [2, 'mastercard', false],
    ]);
    const bad = await alice.put(`${METHODS}use_comp_deduct/`, { use_eight_track: 'yes' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ use_eight_track: ['Must be a valid boolean.'] });
  });

  it('BILL-010: selecting a card ends compensation deduction', async () => {
    const ivan = await signedIn(sandbox.url, 'ivan');
    const added = await json<Method>(await ivan.post('api/agents/A1002/payment_methods/', card('4111111111111111')));
    expect(added.default).toBe(false);
    await ivan.put(`api/agents/A1002/payment_methods/${added.id}/enable_payment_method/`);
    expect((await methodsOf(ivan, 'A1002')).map((m) => [m.card_type, m.default])).toEqual([['visa', true]]);
  });
});

describe('receipts and credits (API-086..088)', () => {
  it('API-086, BILL-001: receipts list id, category, used, amount, created and notes, newest first', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/agents/A1001/receipts/');
    expect(res.status).toBe(200);
    const receipts = await json<Record<string, unknown>[]>(res);
    expect(receipts).toHaveLength(8);
    expect(receipts[0]).toEqual({
      id: 'R10008',
      category: 'Monthly Payment',
      used: 'Visa **** 1111',
      amount: '147.00',
      created: '2026-11-05T08:00:00Z',
      notes: null,
    });
    expect(receipts.find((r) => r.id === 'R10003')).toMatchObject({ category: 'Initial Adwords Payment', amount: '150.00' });
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await json(await jdoe.get('api/agents/A1004/receipts/'))).toEqual([]);
    expect((await (await signedIn(sandbox.url, 'bob')).get('api/agents/A1001/receipts/')).status).toBe(403);
  });

  it('API-087, D-42: the credits list is for internal users only', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get('api/agents/A1001/billing/');
    expect(res.status).toBe(200);
    const credits = await json<Record<string, unknown>[]>(res);
    expect(credits.map((c) => [c.category, c.used, c.amount])).toEqual([
      ['promo', false, '10.00'],
      ['goodwill', true, '20.00'],
      ['monthly2', true, '5.00'],
    ]);
    expect(credits[0]).toEqual({
      id: 3,
      category: 'promo',
      used: false,
      amount: '10.00',
      created: '2026-10-15T09:00:00Z',
      notes: 'Referral promotion',
    });
    const alice = await signedIn(sandbox.url, 'alice');
    expect((await alice.get('api/agents/A1001/billing/')).status).toBe(403);
    expect((await jdoe.get('api/agents/A9999/billing/')).status).toBe(404);
  });

  it('API-088, ADMIN-024: a charge answers {success, transaction_id} and becomes a receipt', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.post('api/agents/A1001/billing/', {
      amount: 45.5,
      category: 'Initial Adwords Payment',
      notes: ' New campaign ',
      mode: 'charge',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, transaction_id: 'R10015' });
    const receipts = await json<Record<string, unknown>[]>(await jdoe.get('api/agents/A1001/receipts/'));
    expect(receipts[0]).toMatchObject({
      id: 'R10015',
      category: 'Initial Adwords Payment',
      used: 'Visa **** 1111',
      amount: '45.50',
      notes: 'New campaign',
    });
  });

  it('API-088: a credit answers success and is listed; a charge with no usable card answers success false', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const credit = await jdoe.post('api/agents/A1003/billing/', { amount: '12.00', category: 'goodwill', notes: '', mode: 'credit' });
    expect(await credit.json()).toEqual({ success: true, transaction_id: 'C5' });
    expect((await json<{ category: string }[]>(await jdoe.get('api/agents/A1003/billing/')))[0]).toMatchObject({
      category: 'goodwill',
      used: false,
      amount: '12.00',
      notes: null,
    });
    // bob's only card expired: nothing to charge (ERR-093).
    const charge = await jdoe.post('api/agents/A1003/billing/', { amount: 25, category: 'Domain Change Fee', mode: 'charge' });
    expect(charge.status).toBe(200);
    expect(await charge.json()).toEqual({ success: false, transaction_id: null });
    // ivan's comp deduct pays.
    const ivan = await jdoe.post('api/agents/A1002/billing/', { amount: 25, category: 'Domain Change Fee', mode: 'charge' });
    expect(await ivan.json()).toMatchObject({ success: true });
  });

  it('VALID-035..037: amount above 0, a type of the mode, Initial Adwords Payment above $40; hidden types refused', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const post = (body: Record<string, unknown>) => jdoe.post('api/agents/A1001/billing/', body);
    const zero = await post({ amount: 0, category: '', mode: 'charge' });
    expect(zero.status).toBe(400);
    expect(await zero.json()).toEqual({ amount: [BILLING_MESSAGES.amount], category: [BILLING_MESSAGES.category] });
    const adwords = await post({ amount: 40, category: 'Initial Adwords Payment', mode: 'charge' });
    expect(await adwords.json()).toEqual({ amount: ['Initial Adwords Payment must be greater than $40'] });
    expect(await (await post({ amount: 5, category: 'pluto', mode: 'credit' })).json()).toEqual({
      category: [BILLING_MESSAGES.category],
    });
    expect(await (await post({ amount: 5, category: 'promo', mode: 'charge' })).json()).toEqual({
      category: [BILLING_MESSAGES.category],
    });
    expect(Object.keys(await (await post({ amount: 5, category: 'promo', mode: 'refund' })).json())).toContain('mode');
  });

  it('D-71 (issue #8 item 8): amounts above $100,000.00, huge or not finite, are a 400 with their own text; nothing is stored', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const post = (body: Record<string, unknown>) => jdoe.post('api/agents/A1001/billing/', body);
    const tooMuch = { amount: [BILLING_MESSAGES.amountMax] };
    for (const amount of [1e308, 100_000.01, '100000.01', '9'.repeat(400)]) {
      const res = await post({ amount, category: 'promo', mode: 'credit' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(tooMuch);
    }
    // JSON.parse reads 1e999 as Infinity: the raw text is what a client can send.
    const cookie = [...jdoe.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const infinite = await fetch(new URL('api/agents/A1001/billing/', sandbox.url), {
      method: 'POST',
      headers: { cookie, 'x-csrftoken': jdoe.cookies.get('csrftoken')!, 'content-type': 'application/json' },
      body: '{"amount": 1e999, "category": "promo", "mode": "credit"}',
    });
    expect(infinite.status).toBe(400);
    expect(await infinite.json()).toEqual(tooMuch);
    expect(await (await post({ amount: 'lots', category: 'promo', mode: 'credit' })).json()).toEqual({
      amount: [BILLING_MESSAGES.amount],
    });
    expect(await json<unknown[]>(await jdoe.get('api/agents/A1001/billing/'))).toHaveLength(3);
    const most = await post({ amount: '100000.00', category: 'promo', mode: 'credit' });
    expect(most.status).toBe(201);
  });

  it('API-088, D-42: agents and staff may not add charges or credits', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post('api/agents/A1001/billing/', { amount: 5, category: 'promo', mode: 'credit' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    expect((await (await signedIn(sandbox.url, 'sam')).post('api/agents/A1001/billing/', {})).status).toBe(403);
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const unknown = await jdoe.post('api/agents/A9999/billing/', { amount: 5, category: 'promo', mode: 'credit' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(NOT_FOUND);
  });
});
