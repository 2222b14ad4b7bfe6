import { Agent, createServer, request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { buildSchema, GraphQLError, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@portal/gateway';
import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../../gateway/src/context';
import { Drain } from '../../gateway/src/ops/drain';
import { GatewayMetrics } from '../../gateway/src/ops/metrics';
import { KnownOperations } from '../../gateway/src/ops/operations';
import { requestLog } from '../../gateway/src/ops/requestLog';
import { formatError } from '../../gateway/src/server/formatError';
import { answerWriter } from '../../gateway/src/server/pipeline/answer';
import { persistedDocuments } from '../../gateway/src/server/pipeline/documents';
import { graphqlPipeline } from '../../gateway/src/server/pipeline/pipeline';
import type { PipelinePlugin } from '../../gateway/src/server/pipeline/plugin';
import { LogCapture } from './opsStack';
import { AUTH_INFO, CLIENT_DOCUMENTS, clientDocId, SESSION, setup, USERS, type TestGateway } from './helpers';

// Issue #23 §1 (decision D-127): every GraphQL request goes through one pipeline. Each parity case sends the same
// document as the web client does (its persisted id) and as another internal tool does (the full text, allowed here
// for everyone, and in `staff` below only for internal staff), with the same upstream answers: status, body and
// the headers that carry meaning must be the same.

const TOO_MANY_ALIASES = `query tooManyAliases { ${Array.from({ length: 16 }, (_, i) => `a${i}: appVersion`).join(' ')} }`;
const DOCUMENTS: Record<string, string> = { ...CLIENT_DOCUMENTS, aliases: TOO_MANY_ALIASES };

const log = new LogCapture();
let gw: TestGateway;
beforeAll(async () => {
  gw = await setup({
    persistedQueries: DOCUMENTS,
    maxResponseBytes: 4_000,
    logger: createLogger({ production: true, destination: log.stream }),
  });
});
afterAll(async () => {
  await gw.close();
});

interface Sent {
  variables?: Record<string, unknown>;
  cookie?: string;
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** What a browser sees of one answer: the body decoded, and the headers that carry meaning. */
async function both(id: string, arrange: () => void, sent: Sent = {}) {
  const answers = [];
  for (const body of [{ doc_id: id, variables: sent.variables }, { query: DOCUMENTS[id], variables: sent.variables }]) {
    gw.calls.length = 0;
    arrange();
    const res = await gw.post(body, { cookie: sent.cookie, csrf: sent.csrf, headers: sent.headers });
    answers.push({
      status: res.status,
      body: res.body,
      contentType: res.headers.get('content-type'),
      vary: res.headers.get('vary'),
      setCookie: res.setCookie,
      upstream: gw.calls.map((c) => `${c.method} ${c.path}`),
    });
  }
  expect(answers[0], `${id}: persisted id vs full document`).toEqual(answers[1]);
  return answers[0]!;
}

const byName = (operation: string) => clientDocId(operation);
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

describe('issue #23 §1: persisted ids and full documents answer alike (D-127)', () => {
  it('a query: the same data, status 200, JSON', async () => {
    const answer = await both(byName('sessionQuery'), agentSession, { cookie: SESSION.cookie });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/json; charset=utf-8');
    expect(answer.body.data?.viewer).toMatchObject({ authenticated: true, user: 'alice' });
  });

  it('an upstream failure: the same error code and message, data null where the field failed', async () => {
    const answer = await both(byName('sessionQuery'), () => gw.reply('GET', AUTH_INFO, 500, { detail: 'boom' }), { cookie: SESSION.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(JSON.stringify(answer.body)).not.toContain('boom');
  });

  it('an upstream that does not answer: the same UPSTREAM_ERROR', async () => {
    const answer = await both(byName('sessionQuery'), () => gw.replyWithError('GET', AUTH_INFO), { cookie: SESSION.cookie });
    expect(answer.body.errors?.[0]?.extensions?.code).toMatch(/^UPSTREAM_/);
  });

  it('D-62: a write with the session cookie and no X-CSRFToken header is refused (403) before any upstream call', async () => {
    const answer = await both(byName('mutationsAcceptTosMutation'), () => undefined, { cookie: SESSION.cookie, csrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(answer.upstream).toEqual([]);
  });

  it('a write with its CSRF header goes through, and the upstream session cookies come back', async () => {
    const arrange = () =>
      gw.reply('PUT', AUTH_INFO, 200, { ...USERS.agent, tos_accepted: true }, { headers: { 'set-cookie': 'sessionid=sess2; Path=/' } });
    const answer = await both(byName('mutationsAcceptTosMutation'), arrange, { cookie: SESSION.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.setCookie.join()).toContain('sessionid=sess2');
  });

  it('variables that cannot be coerced: 400 BAD_USER_INPUT, nothing sent upstream', async () => {
    for (const variables of [{ input: { username: 7 } }, {}]) {
      const answer = await both(byName('mutationsLoginMutation'), () => undefined, { variables });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.upstream).toEqual([]);
    }
  });

  it('D-61: a document over a limit is refused as GRAPHQL_VALIDATION_FAILED (400) however it is sent', async () => {
    const answer = await both('aliases', () => undefined);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Aliases limit of 15'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('D-111: an answer of 1 kB or more goes out compressed; the same JSON once decoded', async () => {
    const arrange = () => {
      agentSession();
      gw.reply('GET', 'api/glossary/', 200, glossaryTerms(12));
    };
    const id = byName('loadersGlossaryPageQuery');
    const answer = await both(id, arrange, { cookie: SESSION.cookie });
    expect((answer.body.data?.glossary as { terms: unknown[] }).terms).toHaveLength(12);
    expect(answer.vary).toBe('Accept-Encoding');
    for (const body of [{ doc_id: id }, { query: DOCUMENTS[id] }]) {
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

  it('D-61: an answer over the size ceiling is replaced by RESPONSE_TOO_LARGE however it is sent', async () => {
    const answer = await both(
      byName('loadersGlossaryPageQuery'),
      () => {
        agentSession();
        gw.reply('GET', 'api/glossary/', 200, glossaryTerms(40));
      },
      { cookie: SESSION.cookie },
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('RESPONSE_TOO_LARGE');
  });

  it('Accept application/graphql-response+json: the same type either way', async () => {
    const answer = await both(byName('sessionQuery'), agentSession, {
      cookie: SESSION.cookie,
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(answer.contentType).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('a GET answers as the POST does: by id and as a full document', async () => {
    const id = byName('sessionQuery');
    const answers = [];
    for (const search of [`doc_id=${id}`, `query=${encodeURIComponent(DOCUMENTS[id]!)}`]) {
      agentSession();
      const res = await fetch(`${gw.url}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', cookie: SESSION.cookie } });
      answers.push([res.status, await res.json()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]![1]).toMatchObject({ data: { viewer: { user: 'alice' } } });
  });

  it('a mutation by GET is refused with 405 however it is named, nothing sent upstream', async () => {
    const id = byName('mutationsAcceptTosMutation');
    gw.calls.length = 0;
    for (const search of [`doc_id=${id}`, `query=${encodeURIComponent(DOCUMENTS[id]!)}`]) {
      const res = await fetch(`${gw.url}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toEqual({
        errors: [{ message: 'GET requests only support query operations, not mutation operations', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    expect(gw.calls).toEqual([]);
  });

  it('an unknown id is PERSISTED_QUERY_NOT_FOUND by POST and by GET, with no upstream call', async () => {
    gw.calls.length = 0;
    const notFound = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    const posted = await gw.post({ doc_id: 'unknown-id' });
    const got = await fetch(`${gw.url}/graphql?doc_id=unknown-id`, { headers: { 'apollo-require-preflight': 'true' } });
    expect([posted.status, posted.body]).toEqual([200, notFound]);
    expect([got.status, await got.json()]).toEqual([200, notFound]);
    expect(gw.calls).toEqual([]);
  });
});

describe('the pipeline reads every request the same way (D-127)', () => {
  it('a gzip-encoded JSON body is read like a plain one', async () => {
    const body = gzipSync(JSON.stringify({ doc_id: 'aliases' }));
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('a body that is not JSON, or JSON that is not an object or array: 400 BAD_REQUEST with the generic text', async () => {
    for (const raw of ['{"doc_id": "aliases"', '"aliases"']) {
      const res = await gw.post(raw);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ message: MESSAGES.generic, extensions: { code: 'BAD_REQUEST' } }] });
    }
  });

  it('a batch is refused', async () => {
    const res = await gw.post([{ doc_id: 'aliases' }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ message: 'Batched requests are not supported.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('a method other than GET and POST gets 405 with Allow', async () => {
    const res = await fetch(`${gw.url}/graphql`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });

  it('an Accept header with neither JSON type gets 406 before anything runs', async () => {
    gw.calls.length = 0;
    const res = await gw.post({ doc_id: byName('sessionQuery') }, { cookie: SESSION.cookie, headers: { accept: 'text/csv' } });
    expect(res.status).toBe(406);
    expect(gw.calls).toEqual([]);
  });

  it('issue #24: a body over the limit is refused with 413 at once and the connection closed; the next request on the same keep-alive agent is answered', async () => {
    const url = new URL(`${gw.url}/graphql`);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string) =>
      new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
        const req = httpRequest(
          { agent, host: url.hostname, port: url.port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      for (let round = 0; round < 12; round++) {
        const refused = await send(JSON.stringify({ doc_id: 'aliases', padding: 'x'.repeat(300 * 1024) }));
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe('close');
        expect(JSON.parse(refused.text)).toEqual({ errors: [{ message: MESSAGES.generic, extensions: { code: 'BAD_REQUEST' } }] });
        const next = await send(JSON.stringify({ doc_id: 'aliases' }));
        expect(next.status).toBe(400);
      }
    } finally {
      agent.destroy();
    }
  });

  it('every answer, refused or run, is one log line with its error codes', async () => {
    log.text = '';
    await gw.post({ doc_id: 'aliases' }, { headers: { 'x-request-id': 'req-limits' } });
    await gw.post([{ doc_id: 'aliases' }], { headers: { 'x-request-id': 'req-batch' } });
    const lines = log.requests();
    expect(lines.find((l) => l.reqId === 'req-limits')).toMatchObject({ status: 400, errors: ['GRAPHQL_VALIDATION_FAILED'] });
    expect(lines.find((l) => l.reqId === 'req-batch')).toMatchObject({ status: 400, errors: ['BAD_REQUEST'] });
  });
});

describe('full documents are one option of the pipeline (D-117, D-127)', () => {
  let staffOnly: TestGateway;
  beforeAll(async () => {
    staffOnly = await setup({ persistedQueries: DOCUMENTS, allowAdhocDocuments: false });
  });
  afterAll(async () => {
    await staffOnly.close();
  });

  it('internal staff send full documents that answer as the persisted id does, whatever NODE_ENV', async () => {
    const id = byName('sessionQuery');
    const answers = [];
    for (const body of [{ doc_id: id }, { query: DOCUMENTS[id] }]) {
      // auth_info once for the full-document check and the query: the request's one context.
      staffOnly.reply('GET', AUTH_INFO, 200, USERS.mirus);
      const res = await staffOnly.post(body, { cookie: SESSION.cookie });
      answers.push([res.status, res.body]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]![1]).toMatchObject({ data: { viewer: { user: 'jdoe' } } });
  });

  it('others get PERSISTED_QUERY_REQUIRED for the text and the answer for the id', async () => {
    const id = byName('sessionQuery');
    staffOnly.reply('GET', AUTH_INFO, 200, USERS.agent);
    const text = await staffOnly.post({ query: DOCUMENTS[id] }, { cookie: SESSION.cookie });
    expect([text.status, text.body]).toEqual([
      400,
      { errors: [{ message: 'PersistedQueryRequired', extensions: { code: 'PERSISTED_QUERY_REQUIRED' } }] },
    ]);
    staffOnly.reply('GET', AUTH_INFO, 200, USERS.agent);
    const persisted = await staffOnly.post({ doc_id: id }, { cookie: SESSION.cookie });
    expect(persisted.body).toMatchObject({ data: { viewer: { user: 'alice' } } });
  });
});

describe('the pipeline itself: plugins and unexpected errors (D-127)', () => {
  const schema = buildSchema('type Query { ok: String, broken: String } type Mutation { write: String }');
  const resolve = (type: GraphQLObjectType | null | undefined, field: string, resolver: () => unknown) => {
    type!.getFields()[field]!.resolve = resolver;
  };
  resolve(schema.getQueryType(), 'ok', () => 'yes');
  resolve(schema.getQueryType(), 'broken', () => (undefined as unknown as { x: string }).x);
  resolve(schema.getMutationType(), 'write', () => 'written');
  const documents = { ok: 'query Ok { ok }', broken: 'query Broken { broken }', write: 'mutation Write { write }' };

  async function serve(plugins: PipelinePlugin[], run: (url: string) => Promise<void>) {
    const capture = new LogCapture();
    const logger = createLogger({ production: true, destination: capture.stream });
    const known = new KnownOperations(documents);
    const log = requestLog({ logger, metrics: new GatewayMetrics(), known, drain: new Drain() });
    const pipeline = graphqlPipeline({
      schema,
      documents: persistedDocuments({ schema, documents, allowArbitraryDocuments: false }),
      context: async () => ({ portal: { production: false } }) as unknown as GatewayContext,
      formatError,
      answers: answerWriter((value) => `${JSON.stringify(value)}\n`, (_req, _res, next) => next()),
      known,
      logger,
      plugins,
    });
    const server = createServer((req, res) => {
      if (log.begin(req, res)) pipeline(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`);
    } finally {
      server.close();
    }
    return capture;
  }

  const post = (url: string, body: unknown) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'req-7' }, body: JSON.stringify(body) });

  it('issue #15: a bug in a resolver is masked for the client and logged with the request id, type and path', async () => {
    const capture = await serve([], async (url) => {
      const res = await post(url, { doc_id: 'broken' });
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        errors: [{ message: MESSAGES.generic, locations: [{ line: 1, column: 16 }], path: ['broken'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        data: { broken: null },
      });
      expect(text).not.toContain('TypeError');
    });
    expect(capture.lines().find((l) => l.msg === 'unexpected GraphQL error')).toMatchObject({ reqId: 'req-7', path: 'broken', error: { type: 'TypeError' } });
  });

  it('plugins see the resolved operation before it runs, may refuse it with their status, and see what was sent', async () => {
    const seen: string[] = [];
    const refuseWrites: PipelinePlugin = {
      didResolveOperation({ operation, docId }) {
        seen.push(`resolved ${operation.name?.value} ${docId}`);
        if (operation.operation === 'mutation') throw new GraphQLError('No writes today.', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
      },
      willSendResponse({ operation }, answer) {
        seen.push(`sent ${operation.name?.value} ${answer.status} ${answer.errors?.map((e) => e.extensions?.code).join() ?? ''}`);
      },
    };
    await serve([refuseWrites], async (url) => {
      expect(await (await post(url, { doc_id: 'ok' })).json()).toEqual({ data: { ok: 'yes' } });
      const refused = await post(url, { doc_id: 'write' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ errors: [{ message: 'No writes today.', extensions: { code: 'FORBIDDEN' } }] });
    });
    expect(seen).toEqual(['resolved Ok ok', 'sent Ok 200 ', 'resolved Write write', 'sent Write 403 FORBIDDEN']);
  });
});
