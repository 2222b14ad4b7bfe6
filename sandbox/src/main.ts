import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORT, startSandbox } from './server';

// Usage: tsx sandbox/src/main.ts [--reset]   (SANDBOX_PORT, SANDBOX_HOST, SANDBOX_LATENCY_MS)
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const sandbox = await startSandbox({
  port: Number(process.env.SANDBOX_PORT ?? DEFAULT_PORT),
  host: process.env.SANDBOX_HOST ?? '127.0.0.1',
  file: resolve(repoRoot, 'data/sandbox.db'),
  reset: process.argv.includes('--reset'),
  latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 0),
  warm: true,
});
console.log(`Sandbox REST API listening on ${sandbox.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
