import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_NAME_HEADER, WEB_CLIENT_NAME } from '@portal/rules';
import { clientDocId } from './helpers';
import { GraphQLSession, startOpsStack } from './opsStack';

// Issue #24 §3 (decision D-129): every write of provider staff, corporate reviewers and view-as sessions, and every
// sign-in and sign-out, is one audit event on its own stream, counted in /metrics; no secret ever reaches it.

const PASSWORD = 'portal-demo';
const CARD = '4111111111111111';

describe('issue #24 §3: the audit trail (D-129)', () => {
  let stack: Awaited<ReturnType<typeof startOpsStack>>;
  beforeAll(async () => {
    stack = await startOpsStack({ persistedQueries: undefined });
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(() => {
    stack.log.text = '';
  });

  const audits = () => stack.log.lines().filter((line) => line.audit === true);
  const web = () => new GraphQLSession(stack.gateway.url);
  async function signIn(session: GraphQLSession, username: string, password = PASSWORD) {
    return session.post({ doc_id: clientDocId('mutationsLoginMutation'), variables: { input: { username, password } } });
  }

  it('a sign-in that worked, one that failed and a sign-out: each one event, naming the user, never the password', async () => {
    const staff = web();
    expect((await signIn(staff, 'jdoe')).body.errors).toBeUndefined();
    const wrong = await signIn(web(), 'jdoe', 'not-the-password');
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await staff.post({ doc_id: clientDocId('mutationsLogoutMutation'), variables: {} })).body.errors).toBeUndefined();

    const events = audits();
    expect(events.map((e) => [e.operation, e.outcome, e.code])).toEqual([
      ['login', 'ok', undefined],
      ['login', 'refused', 'BAD_USER_INPUT'],
      ['logout', 'ok', undefined],
    ]);
    const [ok, failed, out] = events;
    expect(ok).toMatchObject({ name: 'audit', actor: { userType: 'mirus', internal: true, kind: 'person' }, client: 'web', address: '127.0.0.1' });
    expect(ok!.reqId).toEqual(expect.any(String));
    expect(failed!.actor).toBeNull();
    expect(failed!.targets).toEqual({ username: 'jdoe' });
    expect(out!.actor).toMatchObject({ userType: 'mirus', internal: true });
    expect(stack.log.text).not.toContain(PASSWORD);
    expect(stack.log.text).not.toContain('not-the-password');
  });

  it('a toolbox write of provider staff: actor, operation, target ids and outcome; its free text left out', async () => {
    const staff = web();
    await signIn(staff, 'jdoe');
    stack.log.text = '';
    const note = await staff.post(
      {
        doc_id: clientDocId('mutationsAddNoteMutation'),
        variables: { input: { agentId: 'A1001', category: 'billing', followUpBy: null, serviceFailure: false, text: 'Called about the renewal' } },
      },
      { 'x-request-id': 'req-note' },
    );
    expect(note.body.errors).toBeUndefined();
    expect(audits()).toEqual([
      expect.objectContaining({
        name: 'audit',
        msg: 'audit',
        operation: 'addNote',
        outcome: 'ok',
        actor: { id: 'jdoe', userType: 'mirus', internal: true, kind: 'person' },
        targets: { agentId: 'A1001' },
        reqId: 'req-note',
        client: 'web',
        address: '127.0.0.1',
      }),
    ]);
    expect(stack.log.text).not.toContain('Called about the renewal');
  });

  it('a refused staff write is on the trail with its code, and changes nothing', async () => {
    const staff = web();
    await signIn(staff, 'jdoe');
    stack.log.text = '';
    const note = await staff.post({
      doc_id: clientDocId('mutationsAddNoteMutation'),
      variables: { input: { agentId: 'A1001', category: 'billing', followUpBy: null, serviceFailure: false, text: '   ' } },
    });
    expect(note.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(audits()).toEqual([expect.objectContaining({ operation: 'addNote', outcome: 'refused', code: 'BAD_USER_INPUT', targets: { agentId: 'A1001' } })]);
  });

  it('a write made viewing as an agent names the agent viewed as; the card number never reaches the log', async () => {
    const staff = web();
    await signIn(staff, 'jdoe');
    stack.log.text = '';
    const viewAs = encodeURIComponent(JSON.stringify({ userType: 'agent', id: 'A1001', internal: false, corporatePermissions: [], staffAgents: [] }));
    const card = await staff.post(
      {
        doc_id: clientDocId('mutationsAddPaymentMethodMutation'),
        variables: { input: { agentId: 'A1001', cardData: { number: CARD, expMonth: '12', expYear: '2031' } } },
      },
      { 'x-view-as': viewAs },
    );
    expect(card.body.errors).toBeUndefined();
    expect(audits()).toEqual([
      expect.objectContaining({
        operation: 'addPaymentMethod',
        outcome: 'ok',
        actor: { id: 'jdoe', userType: 'mirus', internal: true, kind: 'person' },
        viewedAs: { userType: 'agent', id: 'A1001' },
        targets: { agentId: 'A1001' },
      }),
    ]);
    expect(stack.log.text).not.toContain(CARD);
    expect(stack.log.text).not.toMatch(/sessionid|csrftoken/);
  });

  it("an approval in the queue by a corporate reviewer names the queue item; an agent's own write is not audited", async () => {
    const reviewer = web();
    await signIn(reviewer, 'erin');
    const queue = await reviewer.gql('{ overview { approvalQueue(first: 1) { edges { node { id } } } } }');
    const itemId: string = queue.body.data.overview.approvalQueue.edges[0].node.id;
    stack.log.text = '';
    const approved = await reviewer.post({ doc_id: clientDocId('mutationsApproveQueuedChangesMutation'), variables: { input: { ids: [itemId] } } });
    expect(approved.body.errors).toBeUndefined();
    expect(audits()).toEqual([
      expect.objectContaining({ operation: 'approveQueuedChanges', outcome: 'ok', actor: expect.objectContaining({ userType: 'corp' }), targets: { ids: itemId } }),
    ]);

    const agent = web();
    await signIn(agent, 'alice');
    stack.log.text = '';
    await agent.post({
      doc_id: clientDocId('mutationsAddEmailRedirectMutation'),
      variables: { input: { agentId: 'A1001', domainName: 'alice-insurance.example', realAddress: 'alice@agents.example', redirectAddress: 'audit' } },
    });
    expect(audits()).toEqual([]);
  });

  it('an image upload by staff is on the trail with its target ids', async () => {
    const staff = web();
    await signIn(staff, 'jdoe');
    stack.log.text = '';
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2216bc20000000049454e44ae426082', 'hex');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${stack.gateway.url}/uploads/image?agentId=A1001&domainName=alice-insurance.example&imageType=logo`, {
      method: 'POST',
      headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': staff.cookies.get('csrftoken')! },
      body: form,
    });
    await res.arrayBuffer();
    await expect.poll(() => audits().length).toBe(1);
    expect(audits()[0]).toMatchObject({
      operation: 'uploadImage',
      outcome: res.status < 400 ? 'ok' : 'refused',
      actor: { id: 'jdoe', userType: 'mirus', internal: true },
      targets: { agentId: 'A1001', domainName: 'alice-insurance.example' },
    });
  });

  it("an upload is a person's when the web client sends it (it names itself as web), a tool's when a tool names itself", async () => {
    const staff = web();
    await signIn(staff, 'jdoe');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2216bc20000000049454e44ae426082', 'hex');
    const upload = async (clientName: string) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
      const res = await fetch(`${stack.gateway.url}/uploads/image?agentId=A1001&domainName=alice-insurance.example&imageType=logo`, {
        method: 'POST',
        headers: {
          cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrftoken': staff.cookies.get('csrftoken')!,
          [CLIENT_NAME_HEADER]: clientName,
        },
        body: form,
      });
      await res.arrayBuffer();
    };
    stack.log.text = '';
    await upload(WEB_CLIENT_NAME);
    await expect.poll(() => audits().length).toBe(1);
    expect(audits()[0]).toMatchObject({ operation: 'uploadImage', actor: { id: 'jdoe', kind: 'person' }, client: 'web' });
    stack.log.text = '';
    await upload('image-sync');
    await expect.poll(() => audits().length).toBe(1);
    expect(audits()[0]).toMatchObject({ operation: 'uploadImage', actor: { id: 'jdoe', kind: 'tool' }, client: 'image-sync' });
  });

  it('/metrics counts the events by operation and outcome', async () => {
    const text = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    expect(text).toMatch(/portal_audit_events_total\{operation="login",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/portal_audit_events_total\{operation="login",outcome="refused"\} [1-9]/);
    expect(text).toMatch(/portal_audit_events_total\{operation="addNote",outcome="refused"\} 1/);
  });
});
