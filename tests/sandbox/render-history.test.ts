import { domainCalls } from '@portal/rules/contract';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();
const json = async (res: Response): Promise<any> => res.json();
const HISTORY = 'api/agents/A1001/domains/alice-insurance.example/render_attempts/';

describe('render history (ADMIN-056, beside API-042)', () => {
  it('ADMIN-056: every render newest first, with trigger, schema errors and the service\'s response', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get(HISTORY);
    expect(res.status).toBe(200);
    const list = await json(res);
    expect(domainCalls.renderHistory.answer.safeParse(list).success).toBe(true);
    expect(list.map((r: { render_time: string; success: boolean }) => [r.render_time, r.success])).toEqual([
      ['2026-11-20T09:30:47Z', false],
      ['2026-11-19T08:40:03Z', true],
      ['2026-11-17T14:05:12Z', true],
    ]);
    expect(list[0].schema_errors.length).toBeGreaterThan(0);
    expect(list[0].response).toMatchObject({ status: 'failed' });
    expect(list[1]).toMatchObject({ trigger: 'content_update', schema_errors: [], response: { status: 'published' } });
  });

  it('ADMIN-058: a domain never rendered answers []', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await json(await jdoe.get('api/agents/A1001/domains/alice-parked.example/render_attempts/'))).toEqual([]);
  });

  it('ADMIN-011: internal staff only; another agent\'s domain is 404; API-042\'s recent pair is unchanged', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const refused = await alice.get(HISTORY);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual(FORBIDDEN);
    expect((await alice.get(`${HISTORY}recent/`)).status).toBe(200);
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const other = await jdoe.get('api/agents/A1002/domains/alice-insurance.example/render_attempts/');
    expect(other.status).toBe(404);
    expect(await json(other)).toEqual(NOT_FOUND);
  });
});
