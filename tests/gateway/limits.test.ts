import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSchema } from '../../gateway/src/schema';
import {
  MAX_ALIASES,
  MAX_COST,
  MAX_DEPTH,
  MAX_RESPONSE_BYTES,
  MAX_TOKENS,
  validationRules,
} from '../../gateway/src/server/limits';
import { AUTH_INFO, setup, type TestGateway } from './helpers';

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const TYPE = `fragment T on __Type { kind name description fields(includeDeprecated: true) { name description
  args { name description type { kind name ofType { kind name } } defaultValue } type { kind name ofType { kind name
  ofType { kind name } } } isDeprecated deprecationReason } inputFields { name type { kind name ofType { kind name } } }
  enumValues(includeDeprecated: true) { name description } }`;

/** Issue #8's amplification: a 1 kB document of 15 aliased `__schema { types { … } }` selections. */
const AMPLIFIER = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { ...T } }`).join(' ')} } ${TYPE}`;

/** The same, without a fragment and with few fields per type: cheap by any cost measure. */
const SHALLOW_AMPLIFIER = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { name description } }`).join(' ')} }`;

/** `ofType { ofType … { name } }`, `levels` fields deep. */
function ofTypes(levels: number): string {
  let inner = 'name';
  for (let i = 0; i < levels - 1; i++) inner = `ofType { ${inner} }`;
  return inner;
}

/** `{ __type(name: "Query") { ofType { … { name } } } }`, `levels` deep. */
const typeChain = (levels: number) => `{ __type(name: "Query") { ${ofTypes(levels - 1)} } }`;
/** `{ __schema { queryType { ofType { … { name } } } } }`, `levels` deep. */
const schemaChain = (levels: number) => `{ __schema { queryType { ${ofTypes(levels - 2)} } } }`;

function validationFailure(res: Awaited<ReturnType<TestGateway['gql']>>, message: RegExp): void {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors?.map((e) => e.extensions?.code)).toContain('GRAPHQL_VALIDATION_FAILED');
  expect(res.body.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(message));
}

describe('GraphQL limits count introspection (decision D-61)', () => {
  it('the 1 kB document of 15 aliased __schema selections is refused at validation with a small answer', async () => {
    expect(AMPLIFIER.length).toBeLessThanOrEqual(1024);
    gw = await setup();
    const res = await gw.gql(AMPLIFIER);
    validationFailure(res, /Introspection limit of 1 __schema selection exceeded, found 15/);
    expect(res.text.length).toBeLessThan(1_000);
    expect(gw.calls).toHaveLength(0);
  });

  it('fifteen cheap aliased __schema selections are refused too', async () => {
    gw = await setup();
    const res = await gw.gql(SHALLOW_AMPLIFIER);
    validationFailure(res, /__schema selection exceeded, found 15/);
  });

  it('__schema selections in fragments and inline fragments count', async () => {
    gw = await setup();
    const res = await gw.gql('{ a: __schema { queryType { name } } ... on Query { b: __schema { queryType { name } } } ...F } fragment F on Query { c: __schema { queryType { name } } }');
    validationFailure(res, /found 3/);
  });

  it(`the depth limit of ${MAX_DEPTH} applies inside __type`, async () => {
    gw = await setup();
    const refused = await gw.gql(typeChain(MAX_DEPTH + 1));
    validationFailure(refused, new RegExp(`Query depth limit of ${MAX_DEPTH} exceeded, found ${MAX_DEPTH + 1}`));
    const ok = await gw.gql(typeChain(MAX_DEPTH));
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data?.__type).toMatchObject({ ofType: null });
  });

  it('the depth limit applies inside __schema', async () => {
    gw = await setup();
    const res = await gw.gql(schemaChain(MAX_DEPTH + 1));
    validationFailure(res, new RegExp(`Query depth limit of ${MAX_DEPTH} exceeded, found ${MAX_DEPTH + 1}`));
    const ok = await gw.gql(schemaChain(MAX_DEPTH));
    expect(ok.body.errors).toBeUndefined();
  });

  it(`the alias limit of ${MAX_ALIASES} counts introspection aliases`, async () => {
    gw = await setup();
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `t${i}: __type(name: "Query") { name }`);
    const res = await gw.gql(`{ ${aliases.join(' ')} }`);
    validationFailure(res, new RegExp(`Aliases limit of ${MAX_ALIASES} exceeded`));
  });

  it(`the cost limit of ${MAX_COST} counts fields under __type`, async () => {
    gw = await setup();
    const res = await gw.gql(`{ __type(name: "Query") { fields { ${'name '.repeat(MAX_COST)}} } }`);
    validationFailure(res, new RegExp(`Query Cost limit of ${MAX_COST} exceeded`));
    expect(gw.calls).toHaveLength(0);
  });

  it(`a document of more than ${MAX_TOKENS} tokens is refused while parsing`, async () => {
    gw = await setup();
    const res = await gw.gql(`{ ${'__typename '.repeat(MAX_TOKENS)}}`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({
      // graphql-js's text reads "more that"; match either spelling.
      message: expect.stringMatching(new RegExp(`more tha[nt] ${MAX_TOKENS} tokens`)),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it("graphql-js's full introspection query (GraphiQL's) passes and its answer is under the size limit", async () => {
    gw = await setup();
    const res = await gw.gql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.__schema.queryType).toEqual({ name: 'Query', kind: 'OBJECT' });
    expect(Buffer.byteLength(res.text)).toBeLessThan(MAX_RESPONSE_BYTES);
  });

  it('__typename stays free of every limit', async () => {
    gw = await setup();
    const res = await gw.gql('{ a: __typename b: __typename }');
    expect(res.body).toEqual({ data: { a: 'Query', b: 'Query' } });
  });
});

describe('answer size (decision D-61)', () => {
  it('an answer over the configured maximum becomes a RESPONSE_TOO_LARGE error', async () => {
    gw = await setup({ maxResponseBytes: 2_000 });
    const res = await gw.gql('{ __schema { types { name description } } }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      errors: [
        {
          message: 'The answer is larger than 2000 bytes. Ask for fewer fields or fewer items.',
          extensions: { code: 'RESPONSE_TOO_LARGE' },
        },
      ],
    });
    gw.reply('GET', AUTH_INFO, 403, {});
    const small = await gw.gql('{ viewer { authenticated } }');
    expect(small.body).toEqual({ data: { viewer: { authenticated: false } } });
  });
});

describe("the web client's persisted documents", () => {
  const file = path.resolve(import.meta.dirname, '../../gateway/persisted-queries.json');
  const documents = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  const schema = buildSchema();

  it('exist (the test command builds the web client first)', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents)('%s passes the schema and every limit', (_id, document) => {
    const errors = validate(schema, parse(document, { maxTokens: MAX_TOKENS }), [...specifiedRules, ...validationRules]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
