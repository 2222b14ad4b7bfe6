import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, startOpsStack } from './opsStack';

type Stack = Awaited<ReturnType<typeof startOpsStack>>;
let stack: Stack;
beforeAll(async () => {
  stack = await startOpsStack();
});
afterAll(async () => stack?.close());

const LOGIN = `mutation OpsLogin($input: LoginInput!) { login(input: $input) { viewer { userType } } }`;
const CARDS = `query OpsCards { agent(associateId: "A1001") { paymentInfo { methods { paymentMethodId isCompDeduct } } } }`;
const UPDATE = `mutation OpsUpdateCard($input: UpdatePaymentMethodInput!) {
  updatePaymentMethod(input: $input) { paymentInfo { methods { paymentMethodId } } }
}`;
const CARD_NUMBER = '4242424242424242';
const PASSWORD = 'portal-demo';

describe('structured request logs (issue #15)', () => {
  it('a login and a card update leave no cookie, CSRF token, password or card number in the log output', async () => {
    const session = new GraphQLSession(stack.gateway.url);
    const login = await session.gql(LOGIN, { input: { username: 'alice', password: PASSWORD } });
    expect(login.body.errors).toBeUndefined();
    const sessionId = session.cookies.get('sessionid');
    const csrfToken = session.cookies.get('csrftoken');
    expect(sessionId).toBeTruthy();
    expect(csrfToken).toBeTruthy();

    const cards = await session.gql(CARDS);
    const card = (cards.body.data.agent.paymentInfo.methods as { paymentMethodId: string; isCompDeduct: boolean }[]).find(
      (m) => !m.isCompDeduct,
    );
    expect(card).toBeDefined();
    const update = await session.gql(UPDATE, {
      input: { agentId: 'A1001', paymentMethodId: card!.paymentMethodId, cardData: { number: CARD_NUMBER, expMonth: '12', expYear: '2031' } },
    });
    expect(update.body.errors).toBeUndefined();

    const requests = stack.log.requests();
    // The lines are there (the test proves something only while the gateway logs)...
    expect(requests.map((r) => r.operation)).toEqual(['OpsLogin', 'OpsCards', 'OpsUpdateCard']);
    expect(requests[2]).toMatchObject({ method: 'POST', path: '/graphql', status: 200, userType: 'agent' });
    expect(requests[2]!.upstreamCalls).toBeGreaterThan(0);
    // ...and none of the secrets is, in any form.
    for (const secret of [PASSWORD, sessionId!, csrfToken!, CARD_NUMBER, CARD_NUMBER.slice(-8)]) {
      expect(stack.log.text).not.toContain(secret);
    }
    expect(stack.log.text).not.toMatch(/cookie|csrf|password|cardData/i);
  });

  it('one line per request: id, operation, client, user type, duration, upstream calls and worst status; no user id', async () => {
    const session = new GraphQLSession(stack.gateway.url, {
      'apollographql-client-name': 'reports-tool',
      'apollographql-client-version': '1.4.2',
      'x-request-id': 'trace-abc.123',
    });
    const res = await session.gql('query OpsViewer { viewer { userType } }');
    expect(res.headers.get('x-request-id')).toBe('trace-abc.123');
    const line = stack.log.requests().at(-1)!;
    expect(line).toMatchObject({
      reqId: 'trace-abc.123',
      operation: 'OpsViewer',
      client: 'reports-tool',
      clientVersion: '1.4.2',
      userType: 'anonymous',
      upstreamCalls: 1,
      upstreamWorst: 403,
      status: 200,
    });
    expect(typeof line.ms).toBe('number');
    expect(line.level).toBe(30);
  });

  it('a malformed X-Request-Id is replaced by a generated one, returned in the response', async () => {
    const session = new GraphQLSession(stack.gateway.url, { 'x-request-id': 'bad id {"forged":true}' });
    const res = await session.gql('{ __typename }');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(stack.log.requests().at(-1)!.reqId).toBe(id);
    expect(stack.log.text).not.toContain('forged');
  });
});
