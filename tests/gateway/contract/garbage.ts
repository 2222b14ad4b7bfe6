import { expect, it } from 'vitest';
import type { RestCall } from '@portal/rules/contract';
import { AGENT_A1, AUTH_INFO, USERS, useGateway, type TestGateway } from '../helpers';

/** Arranges the viewer's auth_info: what every operation reads first. */
export const viewer =
  (user: object = USERS.agent) =>
  (gw: TestGateway): void => {
    gw.reply('GET', AUTH_INFO, 200, user);
  };

/** Arranges the viewer and agent A1: what every Agent field and most writes read first. */
export const signedIn =
  (user: object = USERS.agent) =>
  (gw: TestGateway): void => {
    viewer(user)(gw);
    gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
  };

/** Agent A1's domains (API-036), which a write naming a domain by name reads first (issue #24 §5, decision D-162). */
export const ownDomains =
  (...names: string[]) =>
  (gw: TestGateway): void => {
    const record = (domain_name: string, i: number) => ({ pk: i + 1, domain_name, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] });
    gw.reply('GET', 'api/agents/A1/domains/', 200, names.map(record));
  };

/** Agent A1's payment methods (API-068), which a write naming one reads first (issue #24 §5, decision D-162). */
export const ownPaymentMethods =
  (...ids: number[]) =>
  (gw: TestGateway): void => {
    const record = (id: number) => ({ id, card_type: 'visa', default: false, is_expired: false, expires: '2099-08-31', masked_number: '**** 1111' });
    gw.reply('GET', 'api/agents/A1/payment_methods/', 200, ids.map(record));
  };

/** One REST call of an area, and the GraphQL operation that makes the gateway send it. */
export interface GarbageCase {
  /** The contract call; its `api` names the test. */
  call: RestCall;
  /** The concrete path the gateway sends (no leading slash), with its query string. */
  path: string;
  /** The web client's operation (or an equivalent document) that triggers the call. */
  document: string;
  variables?: Record<string, unknown>;
  /** Replies for the calls the operation makes before or beside this one (auth_info, the agent, ...). */
  arrange(gw: TestGateway): void;
  /** The ERR text the client must see. */
  failure: string;
  /** The top-level field (or path) that must carry no data, e.g. ['agent', 'emailRedirects'] or ['addEmailRedirect']. */
  dataPath: string[];
  /** A JSON answer of the wrong shape for this call; by default an object no answer schema accepts. */
  wrongShape?: unknown;
  /** Sent as the GraphQL request's cookie; the default is the signed-in session of the helpers. */
  cookie?: string;
  /** The garbage answer's status, when the gateway takes no other for this call (e.g. 201 for a create); default 200. */
  status?: number;
  /**
   * For a write of several items that reports each item's outcome (issue #25's bulk decisions): the path of the
   * item's failure text in the data, which must be the ERR text, instead of an error and no data.
   */
  outcomeFailurePath?: string[];
}

const NOT_JSON = '<html><body>502 Bad Gateway</body></html>';
const DEFAULT_WRONG_SHAPE = { unexpected: true, results: 'none' };

function valueAt(data: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    data,
  );
}

/**
 * For each call: a 200 whose body is not JSON, and a 200 of the wrong shape, give the call's ERR text with
 * UPSTREAM_ERROR, and no data (the field is null or absent), never a silent success.
 */
export function itRefusesGarbageAnswers(cases: GarbageCase[], cookie = 'sessionid=sess1; csrftoken=tok1'): void {
  const gw = useGateway();
  for (const c of cases) {
    const answers: [string, unknown, Record<string, string>][] = [
      ['a non-JSON 200', NOT_JSON, { 'content-type': 'text/html' }],
      ['a wrong-shaped 200', c.wrongShape ?? DEFAULT_WRONG_SHAPE, { 'content-type': 'application/json' }],
    ];
    for (const [label, body, headers] of answers) {
      const named = c.status ? label.replace('200', String(c.status)) : label;
      it(`${c.call.api}: ${named} to ${c.call.method} ${c.call.path} is "${c.failure}", no data`, async () => {
        if (label !== 'a non-JSON 200') expect(c.call.answer.safeParse(body).success).toBe(false);
        c.arrange(gw);
        gw.reply(c.call.method, c.path, c.status ?? 200, typeof body === 'string' ? body : JSON.stringify(body), { headers });
        const res = await gw.gql(c.document, { variables: c.variables, cookie: c.cookie ?? cookie });
        expect(gw.callsTo(c.call.method, c.path)).toHaveLength(1);
        if (c.outcomeFailurePath) {
          expect(valueAt(res.body.data, c.outcomeFailurePath)).toBe(c.failure);
          return;
        }
        expect(res.body.errors?.map((e) => [e.message, e.extensions?.code])).toContainEqual([c.failure, 'UPSTREAM_ERROR']);
        expect(valueAt(res.body.data, c.dataPath) ?? null).toBeNull();
      });
    }
  }
}
