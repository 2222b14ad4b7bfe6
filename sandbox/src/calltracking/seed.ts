import type { Db } from '../db/module';
import { isoUtc } from '../db/time';
import { unitHash } from '../lib/traffic';
import { CALL_STATUSES, insertCall, type NewCall } from './calls';
import { insertAccount, poolNumbers } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2026, 4, 1); // 2026-05-01
const SEED_CALL_COUNT = 96;
const CALL_DAYS = 204; // to 2026-11-20
const ALICE_SOURCES = ['alice-insurance.example', 'aliceanderson-agency.example', 'alice-quotes.example'];

/** alice's account: 3 included lines plus 2, numbers in 312; her calls are made up but the same on every reset. */
const ALICE_ACCOUNT = { associate_id: 'A1001', pool_size: 5, area_code: '312', created: '2026-04-28T15:00:00Z' };

function seedCalls(associateId: string, trackingNumbers: readonly string[]): NewCall[] {
  return Array.from({ length: SEED_CALL_COUNT }, (_, i) => {
    const u = (metric: string) => unitHash(`${associateId}|call${i}|${metric}`);
    const day = FIRST_DAY + Math.floor((i * CALL_DAYS) / SEED_CALL_COUNT) * DAY_MS;
    // Office hours, 8:00 to 18:00 UTC.
    const started = new Date(day + Math.floor((8 + 10 * u('time')) * 3600) * 1000);
    const roll = u('status');
    const status = roll < 0.7 ? CALL_STATUSES[0] : roll < 0.9 ? CALL_STATUSES[1] : CALL_STATUSES[2];
    const duration =
      status === 'answered' ? 30 + Math.floor(870 * u('duration')) : status === 'voicemail' ? 10 + Math.floor(50 * u('duration')) : 0;
    return {
      associate_id: associateId,
      started: isoUtc(started),
      duration,
      caller_number: `(217) 555-${String(Math.floor(10000 * u('caller'))).padStart(4, '0')}`,
      tracking_number: trackingNumbers[Math.floor(u('line') * trackingNumbers.length)],
      status,
      domain_name: ALICE_SOURCES[Math.floor(u('source') * ALICE_SOURCES.length)],
    };
  });
}

/** Only alice has call tracking; bob, ivan and tina get a 404 (no account, ERR-091). */
export function seedCallTracking(db: Db): void {
  insertAccount(db, ALICE_ACCOUNT);
  const numbers = poolNumbers(ALICE_ACCOUNT.area_code, ALICE_ACCOUNT.pool_size);
  for (const call of seedCalls(ALICE_ACCOUNT.associate_id, numbers)) insertCall(db, call);
}
