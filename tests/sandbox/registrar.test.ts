import { REGISTRAR_RULE_MESSAGES } from '@portal/rules';
import { registrarRecord } from '@portal/rules/contract';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, NOT_SIGNED_IN, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const ALICE = 'api/agents/A1001/domains/alice-insurance.example/';
const json = async (res: Response): Promise<any> => res.json();

describe('registrar (API-097..100)', () => {
  it('API-097 ADMIN-040: jdoe reads a seeded domain\'s authcode, lock, contacts (admin first) and mark', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get(`${ALICE}registrar/`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(registrarRecord.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      authcode: 'Xq7#pLm2Rv9wTz4K',
      authcodeUpdatedAt: '2026-10-21T15:42:08Z',
      transfer_allowed: false,
      contacts: [
        { contact_type: 'admin', email: 'alice.anderson@agents.example', phone: '3125550142' },
        { contact_type: 'billing', email: 'domains-billing@provider.example', phone: '5155550180' },
        { contact_type: 'technical', email: 'hostmaster@provider.example', phone: '5155550100' },
      ],
      markedForTransferBy: null,
      markedForTransferOn: null,
    });
    const marked = await json(await jdoe.get('api/agents/A1001/domains/alice-external.example/registrar/'));
    expect(marked).toMatchObject({ transfer_allowed: true, markedForTransferBy: 'jdoe', markedForTransferOn: '2026-11-03T16:21:02Z' });
  });

  it('API-097: only internal staff; another agent\'s domain or an unknown one is 404', async () => {
    for (const user of ['alice', 'sam', 'carol']) {
      const res = await (await signedIn(sandbox.url, user)).get(`${ALICE}registrar/`);
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual(FORBIDDEN);
    }
    const anonymous = await new SandboxClient(sandbox.url).get(`${ALICE}registrar/`);
    expect(anonymous.status).toBe(403);
    expect(await json(anonymous)).toEqual(NOT_SIGNED_IN);
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const other = await jdoe.get('api/agents/A1002/domains/alice-insurance.example/registrar/');
    expect(other.status).toBe(404);
    expect(await json(other)).toEqual(NOT_FOUND);
  });

  it('API-098 ADMIN-041: {email, phone, contactTypes} sets each named type, adding one that was missing', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const path = 'api/agents/A1001/domains/alice-quotes.example/registrar/';
    const res = await jdoe.post(path, { email: 'it@alice-quotes.example', phone: '3125550111', contactTypes: ['admin', 'technical'] });
    expect(res.status).toBe(200);
    expect((await json(res)).contacts).toEqual([
      { contact_type: 'admin', email: 'it@alice-quotes.example', phone: '3125550111' },
      { contact_type: 'billing', email: 'domains-billing@provider.example', phone: '5155550180' },
      { contact_type: 'technical', email: 'it@alice-quotes.example', phone: '3125550111' },
    ]);
    expect((await json(await jdoe.get(path))).contacts).toHaveLength(3);
  });

  it('VALID-032..034: the sandbox refuses a bad e-mail, a 9-digit phone and an unknown type with DRF field errors', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.post(`${ALICE}registrar/`, { email: 'x@', phone: '123456789', contactTypes: ['owner'] });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      email: [REGISTRAR_RULE_MESSAGES.email],
      phone: [REGISTRAR_RULE_MESSAGES.phone],
      contactTypes: [REGISTRAR_RULE_MESSAGES.contactTypes],
    });
    const missing = await jdoe.post(`${ALICE}registrar/`, { email: 'a@b.example' });
    expect(missing.status).toBe(400);
  });

  it('API-099 ADMIN-042: PUT authcode/ fetches a first code and regenerates it with a new time', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const path = 'api/agents/A1001/domains/aliceanderson-agency.example/';
    expect((await json(await jdoe.get(`${path}registrar/`))).authcode).toBeNull();
    const first = await json(await jdoe.put(`${path}authcode/`));
    expect(first.authcode).toMatch(/^\S{16}$/);
    expect(Date.parse(first.authcodeUpdatedAt)).toBeGreaterThan(Date.parse('2026-01-01T00:00:00Z'));
    const second = await json(await jdoe.put(`${path}authcode/`));
    expect(second.authcode).not.toBe(first.authcode);
    expect((await json(await jdoe.get(`${path}registrar/`))).authcode).toBe(second.authcode);
  });

  it('API-100 ADMIN-043: the toggle unlocks and marks (by the user, now), then locks and removes the mark', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const path = 'api/agents/A1003/domains/demo-insurance.example/toggle_mark_for_transfer/';
    const marked = await json(await jdoe.put(path));
    expect(marked).toMatchObject({ transfer_allowed: true, markedForTransferBy: 'jdoe' });
    expect(marked.markedForTransferOn).not.toBeNull();
    const unmarked = await json(await jdoe.put(path));
    expect(unmarked).toMatchObject({ transfer_allowed: false, markedForTransferBy: null, markedForTransferOn: null });
    expect((await (await signedIn(sandbox.url, 'alice')).put(path)).status).toBe(403);
  });
});
