import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from '@portal/rules/contract';
import { REST_CALLS } from '@portal/rules/contract';

const here = new URL('./', import.meta.url);
const sources = readdirSync(here)
  .filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts')
  .map((f) => readFileSync(new URL(f, here), 'utf8'))
  .join('\n');

/** The exported name of an area's call table (e.g. emailCalls), as the tests write it. */
function exportNameOf(table: object): string {
  const entry = Object.entries(contract).find(([, value]) => value === table);
  if (!entry) throw new Error('An area table of REST_CALLS is not exported from the contract module');
  return entry[0];
}

describe('API-000: every call of the REST contract is proven against garbage answers', () => {
  for (const [area, calls] of Object.entries(REST_CALLS)) {
    const table = exportNameOf(calls);
    for (const [name, call] of Object.entries(calls)) {
      it(`${call.api} (${area}: ${call.method} ${call.path}) has a garbage-answer case in tests/gateway/contract`, () => {
        expect(call.answer).toBeDefined();
        expect(sources).toContain(`call: ${table}.${name},`);
      });
    }
  }
});
