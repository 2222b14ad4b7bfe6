import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, writeMayHaveLanded } from '@portal/rules';
import createNode, {
  type mutationsCreateScheduleMutation,
} from '../../web/src/__generated__/mutationsCreateScheduleMutation.graphql';
import acceptTosNode, { type mutationsAcceptTosMutation } from '../../web/src/__generated__/mutationsAcceptTosMutation.graphql';
import { environment } from '../../web/src/relay/environment';
import { fetchGraphQL } from '../../web/src/relay/fetchGraphQL';
import { GraphQLRequestError } from '../../web/src/relay/GraphQLRequestError';
import { commitAction } from '../../web/src/relay/mutate';
import { setRevalidator } from '../../web/src/relay/navigator';

// Issue #8 item 3 / decision D-64: one Idempotency-Key per user action, the same one for the retry of an action
// whose write timed out, and the page refreshed before the user is told.

const TIMEOUT_MESSAGE = writeMayHaveLanded(MESSAGES.scheduleCreate);
const timedOut = { data: null, errors: [{ message: TIMEOUT_MESSAGE, extensions: { code: 'UPSTREAM_TIMEOUT' } }] };
const failed = { data: null, errors: [{ message: MESSAGES.scheduleCreate, extensions: { code: 'UPSTREAM_ERROR' } }] };
const created = {
  data: { createSchedule: { agent: { id: 'QWdlbnQ6QTEwMDE=', schedules: [] }, schedule: { id: 'U2NoZWR1bGU6QTEwMDEvOQ==' } } },
};
const input = { input: { agentId: 'A1001' } };

let answers: unknown[];
let sent: { headers: Record<string, string>; body: { doc_id?: string } }[];
let events: string[];

function createSchedule(variables = input) {
  return commitAction<mutationsCreateScheduleMutation>(environment, createNode, variables);
}

beforeEach(() => {
  answers = [];
  sent = [];
  events = [];
  vi.stubGlobal('document', { cookie: 'csrftoken=tok' });
  vi.stubGlobal('fetch', async (_url: string, init: { headers: Record<string, string>; body: string }) => {
    sent.push({ headers: init.headers, body: JSON.parse(init.body) as { doc_id?: string } });
    const answer = answers.shift() ?? created;
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  setRevalidator(async () => {
    events.push('revalidate');
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push('revalidated');
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRevalidator(() => undefined);
});

const keys = () => sent.map((s) => s.headers['Idempotency-Key']);

describe('web: Idempotency-Key per user action (issue #8, D-64)', () => {
  it('every mutation request carries a key of its own; a query carries none', async () => {
    await createSchedule();
    await createSchedule();
    await commitAction<mutationsAcceptTosMutation>(environment, acceptTosNode, {}).catch(() => undefined);
    expect(keys()).toHaveLength(3);
    for (const key of keys()) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys()).size).toBe(3);
    await fetchGraphQL({ ...createNode.params, operationKind: 'query' }, {});
    expect(sent[3].headers['Idempotency-Key']).toBeUndefined();
  });

  it('ERR-021: after UPSTREAM_TIMEOUT the page is revalidated before the error reaches the form, with the advice', async () => {
    answers.push(timedOut);
    const error = await createSchedule().then(
      () => null,
      (e: unknown) => {
        events.push('rejected');
        return e;
      },
    );
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('UPSTREAM_TIMEOUT');
    expect((error as GraphQLRequestError).messages).toEqual([TIMEOUT_MESSAGE]);
    expect(events).toEqual(['revalidate', 'revalidated', 'rejected']);
  });

  it('committing the same action again after a timeout re-sends its key; after that settles, a new commit is a new action', async () => {
    answers.push(timedOut);
    await createSchedule().catch(() => undefined);
    await createSchedule(); // the user's retry: same mutation, same variables
    await createSchedule(); // a new action
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('a different commit after a timeout gets a fresh key and ends the retry window', async () => {
    answers.push(timedOut);
    await createSchedule().catch(() => undefined);
    await createSchedule({ input: { agentId: 'A1001', label: 'Other' } } as typeof input);
    await createSchedule();
    expect(new Set(keys()).size).toBe(3);
  });

  it('a failure that is not a timeout keeps nothing: the next commit is a new action and nothing is revalidated', async () => {
    answers.push(failed);
    await createSchedule().catch(() => undefined);
    await createSchedule();
    expect(keys()[1]).not.toBe(keys()[0]);
    expect(events).toEqual([]);
  });
});
