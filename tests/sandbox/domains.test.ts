import { DOMAIN_RULE_MESSAGES, MOVE_MESSAGES } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, SandboxClient, resetSandbox, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();


interface Domain {
  pk: number;
  domain_name: string;
  product_type: string;
  is_cancelled: boolean;
  active: boolean;
  content: string[];
}

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const domainsOf = async (client: SandboxClient, agentId: string) =>
  json<Domain[]>(await client.get(`api/agents/${agentId}/domains/`));

describe('domain list (API-036)', () => {
  it('API-036, DOM-003: an agent gets their domains by name with all six fields, cancelled ones included', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/agents/A1001/domains/');
    expect(res.status).toBe(200);
    const list = await json<Domain[]>(res);
    expect(list.map((d) => [d.domain_name, d.product_type, d.active, d.is_cancelled])).toEqual([
      ['alice-coming-soon.example', 'parked', false, false],
      ['alice-external.example', 'sf_microsite', true, false],
      ['alice-insurance.example', 'm2', true, false],
      ['alice-parked.example', 'parked', true, false],
      ['alice-quotes.example', 'sf_microsite', true, false],
      ['aliceanderson-agency.example', 'm1', true, false],
      ['old-alice.example', 'm1', false, true],
    ]);
    expect(list.find((d) => d.domain_name === 'alice-insurance.example')).toEqual({
      pk: 1,
      domain_name: 'alice-insurance.example',
      product_type: 'm2',
      is_cancelled: false,
      active: true,
      content: ['/', '/about/', '/team/', '/reviews/', '/locations/', '/jobs/', '/contact/', '/quote/'],
    });
    const content = Object.fromEntries(list.map((d) => [d.domain_name, d.content.length]));
    expect(content).toMatchObject({
      'aliceanderson-agency.example': 4,
      'alice-quotes.example': 2,
      'alice-parked.example': 0,
    });
  });

  it('API-036: the other agents have their seeded domains and tina has none', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await domainsOf(jdoe, 'A1002')).map((d) => [d.domain_name, d.product_type])).toEqual([
      ['ivan-ingram.example', 'sf_microsite'],
    ]);
    expect((await domainsOf(jdoe, 'A1003')).map((d) => [d.domain_name, d.product_type])).toEqual([
      ['bob-baker.example', 'parked'],
      ['demo-insurance.example', 'm2'],
    ]);
    expect(await domainsOf(jdoe, 'A1004')).toEqual([]);
  });

  it('AUTH-008, AUTH-010: another agent, a staff member outside staff_agents and corp users get 403', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/agents/A1003/domains/');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await sam.get('api/agents/A1001/domains/')).status).toBe(200);
    expect((await sam.get('api/agents/A1002/domains/')).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'carol')).get('api/agents/A1001/domains/')).status).toBe(403);
    const anonymous = await new SandboxClient(sandbox.url).get('api/agents/A1001/domains/');
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('API-036: an unknown agent is a 404 for provider staff', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get('api/agents/A9999/domains/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });
});

describe('product type change (API-037)', () => {
  it('API-037, DOM-007: PUT {product_type} answers the domain with its new type and pages', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put('api/agents/A1001/domains/alice-quotes.example/', { product_type: 'm1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      pk: 3,
      domain_name: 'alice-quotes.example',
      product_type: 'm1',
      is_cancelled: false,
      active: true,
      content: ['/', '/about/', '/contact/', '/quote/'],
    });
    const list = await domainsOf(alice, 'A1001');
    expect(list.find((d) => d.domain_name === 'alice-quotes.example')?.product_type).toBe('m1');
  });

  it('DOM-006: an agent intern cannot upgrade to M1 or M2, but may switch to parked', async () => {
    const ivan = await signedIn(sandbox.url, 'ivan');
    for (const product_type of ['m1', 'm2']) {
      const res = await ivan.put('api/agents/A1002/domains/ivan-ingram.example/', { product_type });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ product_type: [DOMAIN_RULE_MESSAGES.internUpgrade] });
    }
    const parked = await ivan.put('api/agents/A1002/domains/ivan-ingram.example/', { product_type: 'parked' });
    expect(parked.status).toBe(200);
    expect(await parked.json()).toMatchObject({ product_type: 'parked', content: [] });
  });

  it('API-037: an unknown type, a missing type and a cancelled domain are 400s on product_type', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const unknown = await alice.put('api/agents/A1001/domains/alice-quotes.example/', { product_type: 'm3' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ product_type: [DOMAIN_RULE_MESSAGES.productType] });
    const missing = await alice.put('api/agents/A1001/domains/alice-quotes.example/', {});
    expect(await missing.json()).toEqual({ product_type: ['This field is required.'] });
    const cancelled = await alice.put('api/agents/A1001/domains/old-alice.example/', { product_type: 'm2' });
    expect(cancelled.status).toBe(400);
    expect(Object.keys(await cancelled.json())).toEqual(['product_type']);
  });

  it('API-037: an unknown domain or a domain of another agent is a 404; another agent is a 403', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const unknown = await alice.put('api/agents/A1001/domains/nope.example/', { product_type: 'm1' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(NOT_FOUND);
    expect((await alice.put('api/agents/A1001/domains/bob-baker.example/', { product_type: 'm1' })).status).toBe(404);
    expect((await alice.put('api/agents/A1003/domains/bob-baker.example/', { product_type: 'm1' })).status).toBe(403);
  });
});

describe('cancel (API-038)', () => {
  it('API-038, DOM-011: DELETE answers 204 and the domain stays listed, cancelled and inactive', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.delete('api/agents/A1001/domains/alice-parked.example/');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const list = await domainsOf(alice, 'A1001');
    expect(list.find((d) => d.domain_name === 'alice-parked.example')).toMatchObject({
      is_cancelled: true,
      active: false,
    });
    expect(list).toHaveLength(7);
  });

  it('API-038: another agent may not cancel; an unknown domain is a 404', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    expect((await bob.delete('api/agents/A1001/domains/alice-parked.example/')).status).toBe(403);
    expect((await bob.delete('api/agents/A1003/domains/alice-parked.example/')).status).toBe(404);
  });
});

describe('purchase and transfer (API-039)', () => {
  it('API-039, DOM-004: a purchase answers 201 with the new domain, inactive until set up', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post('api/agents/A1001/domains/', {
      name: 'Alice-New.example',
      product_type: 'm1',
      is_transfer: false,
      auth_code: null,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      pk: 11,
      domain_name: 'alice-new.example',
      product_type: 'm1',
      is_cancelled: false,
      active: false,
      content: [],
    });
    expect((await domainsOf(alice, 'A1001')).map((d) => d.domain_name)).toContain('alice-new.example');
  });

  it('API-039, DOM-005: a transfer needs an auth_code', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const body = { name: 'moving-in.example', product_type: 'sf_microsite', is_transfer: true, auth_code: '' };
    const refused = await alice.post('api/agents/A1001/domains/', body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ auth_code: [DOMAIN_RULE_MESSAGES.authCode] });
    const res = await alice.post('api/agents/A1001/domains/', { ...body, auth_code: 'X7-PLQ-22' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ domain_name: 'moving-in.example', active: false });
    const whois = await alice.get('api/agents/A1001/domains/moving-in.example/whois/');
    expect(await whois.json()).toMatchObject({ status: ['pendingTransfer'] });
  });

  it('API-039: every bad field is reported under its REST name', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post('api/agents/A1001/domains/', {
      name: 'not a domain',
      product_type: 'm9',
      is_transfer: true,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      name: [DOMAIN_RULE_MESSAGES.domainName],
      product_type: [DOMAIN_RULE_MESSAGES.productType],
      auth_code: [DOMAIN_RULE_MESSAGES.authCode],
    });
  });

  it('API-039: a body of the wrong JSON types is a DRF 400 naming each field, and nothing is stored', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post('api/agents/A1001/domains/', { product_type: 'm1', is_transfer: 'yes', auth_code: 7 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      name: ['This field is required.'],
      is_transfer: ['Must be a valid boolean.'],
      auth_code: ['Not a valid string.'],
    });
    expect(await domainsOf(alice, 'A1001')).toHaveLength(7);
  });

  it('API-039: a name that is already registered (by anyone) is a 400 on name', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post('api/agents/A1001/domains/', {
      name: 'bob-baker.example',
      product_type: 'm1',
      is_transfer: false,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: ['That domain is already registered.'] });
  });

  it('VALID-023: an intern may buy parked and proxied domains but not M1 or M2', async () => {
    const ivan = await signedIn(sandbox.url, 'ivan');
    for (const product_type of ['m1', 'm2']) {
      const res = await ivan.post('api/agents/A1002/domains/', { name: `ivan-${product_type}.example`, product_type });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ product_type: [DOMAIN_RULE_MESSAGES.internUpgrade] });
    }
    for (const product_type of ['parked', 'sf_microsite']) {
      const name = `ivan-${product_type.replace('_', '-')}.example`;
      const res = await ivan.post('api/agents/A1002/domains/', { name, product_type });
      expect(res.status).toBe(201);
    }
  });

  it('VALID-024: a parked domain needs another domain type in the account', async () => {
    const tina = await signedIn(sandbox.url, 'tina');
    const parked = { name: 'tina-parked.example', product_type: 'parked', is_transfer: false };
    const refused = await tina.post('api/agents/A1004/domains/', parked);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ product_type: [DOMAIN_RULE_MESSAGES.parkedNeedsOther] });
    const site = { name: 'tina-torres.example', product_type: 'sf_microsite', is_transfer: false };
    expect((await tina.post('api/agents/A1004/domains/', site)).status).toBe(201);
    expect((await tina.post('api/agents/A1004/domains/', parked)).status).toBe(201);
  });

  it('API-039: purchases are refused with 403 while the site config turns domain transactions off', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const config = (await json<{ value: Record<string, unknown> }>(await jdoe.get('api/site_config/'))).value;
    expect((await jdoe.post('api/site_config/', { ...config, domain_transactions_enabled: false })).status).toBe(200);
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post('api/agents/A1001/domains/', { name: 'later.example', product_type: 'm1' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Domain purchases and transfers are turned off right now.' });
    expect(await domainsOf(alice, 'A1001')).toHaveLength(7);
  });

  it('AUTH-008: another agent may not buy for an agent', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const res = await bob.post('api/agents/A1001/domains/', { name: 'bobs.example', product_type: 'm1' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
  });
});

describe('whois, content and render attempts (API-040..042)', () => {
  it('API-040, DOM-012: whois is the same on every call', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const path = 'api/agents/A1001/domains/alice-insurance.example/whois/';
    const res = await alice.get(path);
    expect(res.status).toBe(200);
    const whois = await res.json();
    expect(whois).toEqual({
      domain_name: 'alice-insurance.example',
      registrar: 'Provider Domains, LLC',
      created: '2019-04-02T00:00:00Z',
      expires: '2027-04-02T00:00:00Z',
      updated: '2026-04-02T00:00:00Z',
      status: ['clientTransferProhibited'],
      name_servers: ['ns1.provider-dns.example', 'ns2.provider-dns.example'],
      registrant: {
        name: 'Alice Anderson',
        organization: 'Anderson Insurance Agency',
        email: 'alice@agents.example',
        country: 'US',
      },
    });
    expect(await (await alice.get(path)).json()).toEqual(whois);
  });

  it('API-040, DOM-015: a domain registered outside the provider shows another registrar', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const whois = await json<{ registrar: string }>(
      await alice.get('api/agents/A1001/domains/alice-external.example/whois/'),
    );
    expect(whois.registrar).toBe('Outside Registrar, Inc.');
  });

  it('API-041, DOM-018: content lists the routes; a parked domain has none', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/agents/A1001/domains/aliceanderson-agency.example/content/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ routes: ['/', '/about/', '/contact/', '/quote/'] });
    const parked = await alice.get('api/agents/A1001/domains/alice-parked.example/content/');
    expect(await parked.json()).toEqual({ routes: [] });
  });

  it('API-042, DOM-013: the latest failed and successful renders; a parked domain has neither', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/agents/A1001/domains/alice-insurance.example/render_attempts/recent/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      last_failed_render: { render_time: '2026-11-20T09:30:47Z', success: false },
      last_successful_render: { render_time: '2026-11-19T08:40:03Z', success: true },
    });
    const quotes = await alice.get('api/agents/A1001/domains/alice-quotes.example/render_attempts/recent/');
    expect(await quotes.json()).toEqual({
      last_failed_render: null,
      last_successful_render: { render_time: '2026-11-15T10:12:45Z', success: true },
    });
    const parked = await alice.get('api/agents/A1001/domains/alice-parked.example/render_attempts/recent/');
    expect(await parked.json()).toEqual({ last_failed_render: null, last_successful_render: null });
  });

  it('AUTH-016: a demo user reads the demo domain of another agent, and nothing else of that agent', async () => {
    const ivan = await signedIn(sandbox.url, 'ivan');
    const base = 'api/agents/A1003/domains/demo-insurance.example/';
    for (const path of ['whois/', 'content/', 'render_attempts/recent/']) {
      expect((await ivan.get(base + path)).status).toBe(200);
    }
    expect(await (await ivan.get(`${base}content/`)).json()).toEqual({
      routes: ['/', '/about/', '/team/', '/reviews/', '/locations/', '/contact/', '/quote/'],
    });
    expect((await ivan.get('api/agents/A1003/domains/bob-baker.example/whois/')).status).toBe(403);
    expect((await ivan.get('api/agents/A1003/domains/')).status).toBe(403);
    expect((await ivan.put(base, { product_type: 'm1' })).status).toBe(403);
    expect((await ivan.delete(base)).status).toBe(403);
  });

  it("AUTH-008: another agent's whois, content and renders are 403; an unknown domain is a 404", async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    for (const path of ['whois/', 'content/', 'render_attempts/recent/']) {
      const res = await bob.get(`api/agents/A1001/domains/alice-insurance.example/${path}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
      expect((await bob.get(`api/agents/A1003/domains/nope.example/${path}`)).status).toBe(404);
    }
  });
});

describe('movable domains (API-043)', () => {
  it('API-043, DOM-014: movables lists the non-cancelled domains: name, active, can_move, product_type', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get('api/agents/A1001/domains/movables/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { name: 'alice-coming-soon.example', active: false, can_move: true, product_type: 'parked' },
      { name: 'alice-external.example', active: true, can_move: false, product_type: 'sf_microsite' },
      { name: 'alice-insurance.example', active: true, can_move: true, product_type: 'm2' },
      { name: 'alice-parked.example', active: true, can_move: true, product_type: 'parked' },
      { name: 'alice-quotes.example', active: true, can_move: true, product_type: 'sf_microsite' },
      { name: 'aliceanderson-agency.example', active: true, can_move: true, product_type: 'm1' },
    ]);
  });

  it('API-043: "movables" is not read as a domain name', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/agents/A1001/domains/movables/');
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
    expect((await alice.put('api/agents/A1001/domains/movables/', { product_type: 'm1' })).status).toBe(405);
    expect((await alice.get('api/agents/A1003/domains/movables/')).status).toBe(403);
  });
});

describe('move (API-044)', () => {
  const move = (client: SandboxClient, domain: string, body: Record<string, unknown>) =>
    client.put(`api/agents/A1001/domains/${domain}/move/`, body);
  const valid = { target_alias: 'rbak', target_product_type: 'm1', remove_redirects: true };

  it('API-044: remove_redirects drops the domain\'s email redirects; without it they move along', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const redirectsOn = async (agent: string, domain: string) =>
      (await json<{ domain_name: string }[]>(await jdoe.get(`api/agents/${agent}/emails/`))).filter(
        (r) => r.domain_name === domain,
      ).length;
    expect(await redirectsOn('A1001', 'alice-parked.example')).toBeGreaterThan(0);
    expect((await move(jdoe, 'alice-parked.example', { ...valid, remove_redirects: false })).status).toBe(200);
    const kept = await redirectsOn('A1003', 'alice-parked.example');
    expect(kept).toBeGreaterThan(0);
    await resetSandbox(sandbox.url); // signs everyone out
    const again = await signedIn(sandbox.url, 'jdoe');
    expect((await move(again, 'alice-parked.example', valid)).status).toBe(200);
    const left = await json<{ domain_name: string }[]>(await again.get('api/agents/A1003/emails/'));
    expect(left.filter((r) => r.domain_name === 'alice-parked.example')).toEqual([]);
  });

  it('API-044: provider staff move a domain to the agent with the alias, with the new type', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await move(jdoe, 'alice-quotes.example', valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      domain_name: 'alice-quotes.example',
      target_agent: 'A1003',
      product_type: 'm1',
    });
    expect((await domainsOf(jdoe, 'A1001')).map((d) => d.domain_name)).not.toContain('alice-quotes.example');
    expect((await domainsOf(jdoe, 'A1003')).find((d) => d.domain_name === 'alice-quotes.example')).toMatchObject({
      product_type: 'm1',
      content: ['/', '/about/', '/contact/', '/quote/'],
    });
    const whois = await json<{ registrant: { name: string } }>(
      await jdoe.get('api/agents/A1003/domains/alice-quotes.example/whois/'),
    );
    expect(whois.registrant.name).toBe('Bob Baker');
  });

  it('VALID-028: an alias that is not 4 or 6 characters is a 400 on target_alias', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await move(jdoe, 'alice-quotes.example', { ...valid, target_alias: 'abcde' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ target_alias: [MOVE_MESSAGES.alias] });
    expect(MOVE_MESSAGES.alias).toBe('Alias should be 4 or 6 characters');
  });

  it('VALID-029: a missing or unknown type is a 400 on target_product_type', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    for (const target_product_type of ['', 'm3']) {
      const res = await move(jdoe, 'alice-quotes.example', { ...valid, target_product_type });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ target_product_type: ['Domain type must be chosen'] });
    }
  });

  it('API-044: remove_redirects must be a boolean', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await move(jdoe, 'alice-quotes.example', { ...valid, remove_redirects: 'no' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ remove_redirects: ['Must be a valid boolean.'] });
    expect((await domainsOf(jdoe, 'A1001')).map((d) => d.domain_name)).toContain('alice-quotes.example');
  });

  it('API-044: an alias no agent has is a 400 on target_alias', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await move(jdoe, 'alice-quotes.example', { ...valid, target_alias: 'zzzzzz' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ target_alias: ['No agent has that alias.'] });
  });

  it('DOM-015: a domain registered outside the provider cannot be moved', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await move(jdoe, 'alice-external.example', valid);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      domain_name: ['This domain is registered outside the provider and cannot be moved.'],
    });
    expect((await domainsOf(jdoe, 'A1001')).map((d) => d.domain_name)).toContain('alice-external.example');
  });

  it('API-044: only users of the owning agent may move (D-17); an unknown domain is a 404', async () => {
    for (const username of ['bob', 'ivan']) {
      const res = await move(await signedIn(sandbox.url, username), 'alice-quotes.example', valid);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    }
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await move(jdoe, 'nope.example', valid)).status).toBe(404);
  });
});
