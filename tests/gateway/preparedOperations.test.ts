import { createServer } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@portal/gateway';
import type { GatewayContext } from '../../gateway/src/context';
import { MESSAGES } from '@portal/rules';
import { Drain } from '../../gateway/src/ops/drain';
import { opsPlugin } from '../../gateway/src/ops/errorsPlugin';
import { GatewayMetrics } from '../../gateway/src/ops/metrics';
import { KnownOperations } from '../../gateway/src/ops/operations';
import { requestLog } from '../../gateway/src/ops/requestLog';
import { attachContextRecord, type RequestRecord } from '../../gateway/src/ops/requestRecord';
import { executionSettings } from '../../gateway/src/server/app';
import { formatError, isClientCode } from '../../gateway/src/server/formatError';
import { persistedLane } from '../../gateway/src/server/persistedLane';
import { preparedOperations } from '../../gateway/src/server/preparedOperations';
import { LogCapture } from './opsStack';
import { AUTH_INFO, CLIENT_DOCUMENTS, clientDocId, SESSION, useGateway, USERS } from './helpers';

// Issue #14 (decision D-122): the web client's persisted operations run straight through graphql-js instead of
// Apollo's pipeline. Each case sends the same client document twice, once as its persisted id (the prepared path)
// and once as the full text (Apollo), with the same upstream answers: status, body and headers must be the same.

const gw = useGateway({ persistedQueries: CLIENT_DOCUMENTS, maxResponseBytes: 4_000 });

interface Sent {
  variables?: Record<string, unknown>;
  cookie?: string;
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** What a browser sees of one answer: the body decoded, and the headers that carry meaning. */
async function both(operation: string, arrange: () => void, sent: Sent = {}) {
  const id = clientDocId(operation);
  const answers = [];
  for (const body of [{ doc_id: id, variables: sent.variables }, { query: CLIENT_DOCUMENTS[id], variables: sent.variables }]) {
    arrange();
    const res = await gw.post(body, { cookie: sent.cookie, csrf: sent.csrf, headers: sent.headers });
    answers.push({
      status: res.status,
      body: res.body,
      contentType: res.headers.get('content-type'),
      vary: res.headers.get('vary'),
      setCookie: res.setCookie,
    });
  }
  expect(answers[0], `${operation}: prepared path vs Apollo`).toEqual(answers[1]);
  return answers[0]!;
}

const agentSession = () => gw.reply('GET', AUTH_INFO, 200, USERS.agent);

/** The upstream's glossary with `count` terms of about 100 bytes each, to make an answer of a chosen size. */
const glossaryTerms = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Term ${i + 1}`,
    description: '<p>A description long enough to make the answer grow by about a hundred bytes.</p>',
    path: `term_${i + 1}`,
    visible: true,
    examples: [],
    notes: [],
  }));

describe('prepared persisted operations answer as Apollo does (issue #14, D-122)', () => {
  it('a query: the same data, status 200, JSON', async () => {
    const answer = await both('sessionQuery', agentSession, { cookie: SESSION.cookie });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/json; charset=utf-8');
    expect(answer.body.data?.viewer).toMatchObject({ authenticated: true, user: 'alice' });
  });

  it('an upstream failure: the same error code and message, data null where the field failed', async () => {
    const answer = await both('sessionQuery', () => gw.reply('GET', AUTH_INFO, 500, { detail: 'boom' }), { cookie: SESSION.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });

  it('D-62: a write with the session cookie and no X-CSRFToken header is refused (403) before any upstream call', async () => {
    const answer = await both('mutationsAcceptTosMutation', () => undefined, { cookie: SESSION.cookie, csrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gw.calls).toHaveLength(0);
  });

  it('a write with its CSRF header goes through, and the upstream session cookies come back', async () => {
    const arrange = () =>
      gw.reply('PUT', AUTH_INFO, 200, { ...USERS.agent, tos_accepted: true }, { headers: { 'set-cookie': 'sessionid=sess2; Path=/' } });
    const answer = await both('mutationsAcceptTosMutation', arrange, { cookie: SESSION.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.setCookie.join()).toContain('sessionid=sess2');
  });

  it('variables that cannot be coerced: 400 BAD_USER_INPUT, nothing sent upstream', async () => {
    const answer = await both('mutationsLoginMutation', () => undefined, { variables: { input: { username: 7 } } });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gw.calls).toHaveLength(0);
  });

  it('D-111: an answer of 1 kB or more goes out compressed; the same JSON once decoded', async () => {
    const arrange = () => {
      agentSession();
      gw.reply('GET', 'api/glossary/', 200, glossaryTerms(12));
    };
    const answer = await both('loadersGlossaryPageQuery', arrange, { cookie: SESSION.cookie });
    expect((answer.body.data?.glossary as { terms: unknown[] }).terms).toHaveLength(12);
    expect(answer.vary).toBe('Accept-Encoding');
    for (const body of [{ doc_id: clientDocId('loadersGlossaryPageQuery') }, { query: CLIENT_DOCUMENTS[clientDocId('loadersGlossaryPageQuery')] }]) {
      arrange();
      const raw = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br', cookie: SESSION.cookie },
        body: JSON.stringify(body),
      });
      // fetch decodes brotli itself and keeps the header that says the bytes were brotli.
      expect(raw.headers.get('content-encoding')).toBe('br');
      expect((await raw.json()) as unknown).toEqual(answer.body);
    }
  });

  it('D-61: an answer over the size ceiling is replaced by RESPONSE_TOO_LARGE on both paths', async () => {
    const answer = await both(
      'loadersGlossaryPageQuery',
      () => {
        agentSession();
        gw.reply('GET', 'api/glossary/', 200, glossaryTerms(40));
      },
      { cookie: SESSION.cookie },
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('RESPONSE_TOO_LARGE');
  });
});

const record = (): RequestRecord => ({ id: 'req-7', started: 0, clientName: 'web', upstreamCalls: 0, errorCodes: [] });

describe('which requests the persisted lane answers itself (D-122, D-126)', () => {
  const documents = {
    trivial: 'query Trivial { portal { devMode production } }',
    invalid: 'query Broken { nope }',
    failing: 'query Failing { portal { backend { key } } }',
  };
  const backend = { key: 'sandbox', label: 'Sandbox', url: 'http://upstream.test/', sandbox: true, local: false };
  const context = { portal: { devMode: true, production: false, backend, backends: [backend] } } as unknown as GatewayContext;
  const log = new LogCapture();
  const logger = createLogger({ production: true, destination: log.stream });
  const { schema, stringifyResult } = executionSettings(logger);
  const known = new KnownOperations(documents);

  /** One request to the lane in front of an Express app that answers 299 and notes the body it was given. */
  async function send(body: unknown, headers: Record<string, string> = {}, ctx = context, raw?: string, path = '/graphql') {
    const app = express();
    let passedOn: unknown;
    app.use(express.json(), (req, res) => {
      passedOn = req.body;
      res.status(299).end();
    });
    app.use(((_error, _req, res, _next) => {
      passedOn = 'refused by express.json';
      res.status(299).end();
    }) as ErrorRequestHandler);
    const prepared = preparedOperations({
      schema,
      documents,
      context: async () => ctx,
      formatError,
      stringify: stringifyResult,
      logger,
      compress: (_req, _res, next) => next(),
    });
    const drain = new Drain();
    const requestLogger = requestLog({ logger, metrics: new GatewayMetrics(), known, drain });
    const server = createServer(persistedLane({ app, log: requestLogger, known, prepared, logger }));
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-7', ...headers },
        body: raw ?? JSON.stringify(body),
      });
      return { passedOn, status: res.status, text: await res.text() };
    } finally {
      server.close();
    }
  }

  it('runs a known persisted id itself', async () => {
    const res = await send({ doc_id: 'trivial', variables: {} });
    expect(res).toEqual({ passedOn: undefined, status: 200, text: '{"data":{"portal":{"devMode":true,"production":false}}}\n' });
  });

  it('passes on everything else to Apollo: unknown ids, full documents, invalid documents, APQ, other names, other answer types', async () => {
    for (const [body, headers] of [
      [{ doc_id: 'unknown' }, {}],
      [{ query: documents.trivial }, {}],
      [{ doc_id: 'invalid' }, {}],
      [{ doc_id: 'trivial', extensions: { persistedQuery: { version: 1 } } }, {}],
      [{ doc_id: 'trivial', operationName: 'Other' }, {}],
      [{ doc_id: 'trivial', variables: [1] }, {}],
      [{ doc_id: 'trivial' }, { accept: 'application/graphql-response+json' }],
    ] as const) {
      // Express gets the body the lane read, as its own parser would have given it.
      expect((await send(body, headers)).passedOn, JSON.stringify(body)).toEqual(body);
    }
  });

  it('passes on to Express, unread, what the web client never sends: another path, type, charset or encoding', async () => {
    const trivial = { doc_id: 'trivial' };
    const cases: [Record<string, string>, string][] = [
      [{}, '/graphql/'],
      [{}, '/graphql?x=1'],
      [{ 'content-type': 'text/plain' }, '/graphql'],
      [{ 'content-type': 'application/json; charset=latin1' }, '/graphql'],
      [{ 'content-encoding': 'gzip' }, '/graphql'],
    ];
    for (const [headers, path] of cases) {
      expect((await send(trivial, headers, context, undefined, path)).status, `${path} ${JSON.stringify(headers)}`).toBe(299);
    }
  });

  it('a body that is not JSON gets the answer of the error handler of Express: 400 BAD_REQUEST, nothing run', async () => {
    for (const raw of ['{"doc_id": "trivial"', '"trivial"']) {
      const res = await send(undefined, {}, context, raw);
      expect(res.passedOn).toBeUndefined();
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toEqual({ errors: [{ message: MESSAGES.generic, extensions: { code: 'BAD_REQUEST' } }] });
    }
  });

  it('issue #15: a bug in a resolver is masked for the client and logged with the request id, type, message and path', async () => {
    const broken = { portal: { devMode: true, production: false } } as unknown as GatewayContext;
    const res = await send({ doc_id: 'failing' }, {}, broken);
    expect(JSON.parse(res.text)).toMatchObject({ errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(res.text).not.toContain('TypeError');
    const line = log.lines().find((l) => l.msg === 'unexpected GraphQL error');
    expect(line).toMatchObject({ reqId: 'req-7', path: 'portal', error: { type: 'TypeError' } });
  });
});

describe('unexpected errors on the Apollo path (issue #15)', () => {
  it('are logged with the request id; errors written for the client are not', async () => {
    const log = new LogCapture();
    const hooks = await opsPlugin(createLogger({ production: true, destination: log.stream }), isClientCode).requestDidStart!({} as never);
    const contextValue = { rest: {} } as GatewayContext;
    attachContextRecord(contextValue, record());
    const bug = new GraphQLError('Cannot read properties of undefined', { path: ['agent', 'name'], originalError: new TypeError('boom') });
    const refused = new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
    await hooks!.didEncounterErrors!({ contextValue, errors: [bug, refused] } as never);
    expect(log.lines()).toEqual([
      expect.objectContaining({ msg: 'unexpected GraphQL error', reqId: 'req-7', path: 'agent.name', error: expect.objectContaining({ type: 'TypeError', message: 'boom' }) }),
    ]);
  });
});
