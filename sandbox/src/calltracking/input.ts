import { CALLTRACKING_MESSAGES, INCLUDED_LINES, isValidAreaCode, isValidExtraLines } from '@portal/rules';
import { badRequest } from '../http/errors';

/** pool_size (API-080, API-081): the whole pool, 3 included lines plus 0 to 10 (VALID-040, decision D-43). */
export function checkedPoolSize(poolSize: number): number {
  if (!isValidExtraLines(poolSize - INCLUDED_LINES)) throw badRequest({ pool_size: [CALLTRACKING_MESSAGES.extraLines] });
  return poolSize;
}

/** The area code of a session tracker retry (API-083), trimmed. */
export function checkedAreaCode(code: string): string {
  if (!isValidAreaCode(code)) throw badRequest({ code: [CALLTRACKING_MESSAGES.areaCode] });
  return code.trim();
}
