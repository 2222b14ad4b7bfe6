import { scryptSync, timingSafeEqual } from 'node:crypto';

// A low scrypt cost keeps re-seeding fast in tests; these are demo accounts with a published password.
const COST = 1024;
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: string): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST }).toString('hex');
  return `scrypt$${COST}$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}
