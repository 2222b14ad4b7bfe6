import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestGateway } from './helpers';

/** A raw HTTP answer: fetch() would decompress the body and hide Content-Encoding's effect. */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

// Big enough to be worth compressing, like a real chunk.
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, label: `row ${i}` })))};\n`;
const LONG_CACHE = 'public, max-age=31536000, immutable';

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

describe('issue #14: the built web client goes out precompressed', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'webdist-compression-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html>portal</html>');
    const asset = path.join(dist, 'assets', 'app-1234.js');
    // What vite-plugin-compression2 leaves beside each asset (web/vite.config.ts).
    writeFileSync(asset, SCRIPT);
    writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
    writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('an asset asked for with br comes as brotli, cached for good, and decompresses to the file', async () => {
    gw = await setup({ webDist: dist });
    const res = await raw(`${gw.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe(LONG_CACHE);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('an asset asked for with gzip only comes gzipped', async () => {
    gw = await setup({ webDist: dist });
    const res = await raw(`${gw.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(LONG_CACHE);
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('an asset asked for without compression comes as the file itself', async () => {
    gw = await setup({ webDist: dist });
    for (const headers of [{ 'accept-encoding': 'identity' }, {}] as Record<string, string>[]) {
      const res = await raw(`${gw.url}/assets/app-1234.js`, { headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(LONG_CACHE);
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('index.html is never cached, for a route and for its own path', async () => {
    gw = await setup({ webDist: dist });
    for (const url of ['/agents/A1/dashboard/', '/index.html']) {
      const res = await raw(`${gw.url}${url}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('issue #14: GraphQL answers of 1 kB and more go out compressed', () => {
  const post = (url: string, query: string, acceptEncoding: string) =>
    raw(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      body: JSON.stringify({ query }),
    });

  it('a large answer is gzipped for a browser that accepts gzip, brotli when it accepts br', async () => {
    gw = await setup();
    const query = '{ __schema { types { name fields { name } } } }';
    const gzipped = await post(gw.url, query, 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    const text = gunzipSync(gzipped.body).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toHaveProperty('data.__schema.types');
    const brotli = await post(gw.url, query, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(text);
    const plain = await post(gw.url, query, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });

  it('a small answer goes as it is', async () => {
    gw = await setup();
    const res = await post(gw.url, '{ __typename }', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
