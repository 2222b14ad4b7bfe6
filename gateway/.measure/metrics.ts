import { readFileSync } from 'node:fs';
import { getIntrospectionQuery, parse, validate, GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { buildSchema } from '../src/schema';

const T = `fragment T on __Type { kind name description fields(includeDeprecated: true) { name description args { name description type { kind name ofType { kind name } } defaultValue } type { kind name ofType { kind name ofType { kind name } } } isDeprecated deprecationReason } inputFields { name type { kind name ofType { kind name } } } enumValues(includeDeprecated: true) { name description } }`;
const ATTACK = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { ...T } }`).join(' ')} } ${T}`;
const schema = buildSchema();
function tokens(doc: string) { const l = new Lexer(new Source(doc)); let n = 0; while (l.advance().kind !== TokenKind.EOF) n++; return n; }
function measure(doc: string) {
  const out: Record<string, number> = { tokens: tokens(doc) };
  const rec = (k: string) => ({ onAccept: [(_c: unknown, d: { n: number }) => { out[k] = d.n; }], onReject: [], propagateOnRejection: false, n: 1e9, maxCost: 1e12 });
  const ast = parse(doc);
  const errs = validate(schema, ast, [
    maxDepthRule({ ...rec('depth'), ignoreIntrospection: false, flattenFragments: true }) as any,
    maxDepthRule({ ...rec('depthNoFlat'), ignoreIntrospection: false, flattenFragments: false }) as any,
    maxAliasesRule(rec('aliases')) as any,
    costLimitRule({ ...rec('cost'), ignoreIntrospection: false, flattenFragments: true }) as any,
    costLimitRule({ ...rec('costNoFlat'), ignoreIntrospection: false, flattenFragments: false }) as any,
  ]);
  if (errs.length) out.errors = errs.length;
  return out;
}
console.log('introspection', measure(getIntrospectionQuery()));
console.log('introspection+desc', measure(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true, specifiedByUrl: true, directiveIsRepeatable: true })));
console.log('attack', measure(ATTACK));
console.log('one schema alias', measure(`{ __schema { types { ...T } } } ${T}`));
console.log('shallow', measure(`{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { name description fields { name description } } }`).join(' ')} }`));
const docs = JSON.parse(readFileSync('persisted-queries.json', 'utf8')) as Record<string, string>;
const all = Object.entries(docs).map(([id, d]) => ({ id, ...measure(d) }));
for (const k of ['tokens', 'depth', 'depthNoFlat', 'aliases', 'cost', 'costNoFlat'] as const) {
  const top = all.slice().sort((a, b) => (b[k] ?? 0) - (a[k] ?? 0)).slice(0, 3);
  console.log(k, top.map((t) => `${t.id.slice(0, 6)}=${t[k]}`).join(' '));
}
console.log('errors', all.filter((a) => a.errors).map((a) => a.id));
