import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@portal/sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, startTestSandbox } from './client';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const countNotifications = (file: string, reset = false) => {
  const db = openDatabase({ file, reset });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM site_notifications').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('database', () => {
  it('an in-memory database is created and seeded on open', () => {
    const db = openDatabase();
    expect((db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(11);
    expect((db.prepare('SELECT COUNT(*) AS n FROM agents').get() as { n: number }).n).toBe(4);
    db.close();
  });

  it('a file database keeps changes across restarts, and --reset re-seeds it', async () => {
    const file = join(dir, 'nested', 'sandbox.db');
    const first = await startTestSandbox({ file });
    const client = await signedIn(first.url, 'jdoe');
    expect((await client.delete('api/site_notifications/1/')).status).toBe(204);
    await first.close();

    const second = await startTestSandbox({ file });
    const again = await signedIn(second.url, 'jdoe');
    const list = (await (await again.get('api/site_notifications/')).json()) as { id: number }[];
    expect(list.map((n) => n.id)).toEqual([2, 3]);
    await second.close();

    expect(countNotifications(file, true)).toBe(3);
    expect(countNotifications(file)).toBe(3);
  });

  it('reopening does not seed twice', () => {
    const file = join(dir, 'sandbox.db');
    expect(countNotifications(file)).toBe(3);
    expect(countNotifications(file)).toBe(3);
  });
});
