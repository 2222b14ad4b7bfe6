import { MockAgent } from 'undici';
import { getIntrospectionQuery } from 'graphql';
import { startGateway } from '../src/index';

const T = `fragment T on __Type { kind name description fields(includeDeprecated: true) { name description args { name description type { kind name ofType { kind name } } defaultValue } type { kind name ofType { kind name ofType { kind name } } } isDeprecated deprecationReason } inputFields { name type { kind name ofType { kind name } } } enumValues(includeDeprecated: true) { name description } }`;
export const ATTACK = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { ...T } }`).join(' ')} } ${T}`;

const mock = new MockAgent();
mock.disableNetConnect();
mock.get('http://upstream.test').intercept({ method: /.*/, path: () => true }).reply(403, {}).persist();
const gw = await startGateway({ upstreamUrl: 'http://upstream.test/', sandboxMode: true, dispatcher: mock, port: 0, host: '127.0.0.1', allowAdhocDocuments: true, persistedQueries: {}, production: process.env.PROD === '1' });
async function send(query: string) {
  const r = await fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const t = await r.text();
  return { status: r.status, bytes: Buffer.byteLength(t), head: t.slice(0, 300) };
}
console.log('attack doc length', ATTACK.length);
global.gc?.();
const before = process.memoryUsage().rss;
const a = await send(ATTACK);
console.log('attack', a.status, a.bytes, a.head.slice(0, 200));
console.log('rss delta MB', ((process.memoryUsage().rss - before) / 1e6).toFixed(1));
const i = await send(getIntrospectionQuery());
console.log('introspection', i.status, i.bytes, i.head.slice(0, 200));
await gw.close();
await mock.close();
