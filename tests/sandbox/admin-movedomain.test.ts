import { describe, expect, it } from 'vitest';
import { FORBIDDEN, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();
const BODY = { target_alias: 'rbak', target_product_type: 'm1', remove_redirects: false };

describe('move (API-044) is the toolbox\'s (decision D-91, ADMIN-034)', () => {
  it('ADMIN-034 D-91: the owning agent is refused with 403 and the domain stays', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put('api/agents/A1001/domains/alice-quotes.example/move/', BODY);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    const list = (await (await alice.get('api/agents/A1001/domains/')).json()) as { domain_name: string }[];
    expect(list.map((d) => d.domain_name)).toContain('alice-quotes.example');
  });

  it('ADMIN-034 D-91: provider staff may move it', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.put('api/agents/A1001/domains/alice-quotes.example/move/', BODY);
    expect(res.status).toBe(200);
  });
});
