import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Django-like random strings for session keys and CSRF tokens. */
export function randomToken(length = 32): string {
  let token = '';
  for (let i = 0; i < length; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}
