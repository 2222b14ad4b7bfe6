/**
 * Sign-in protection (decision D-150): failed sign-ins are limited per (account, client address) and per client
 * address; per account alone they only slow sign-ins down, so that nobody can lock a person out from elsewhere.
 */
export const LOGIN_LIMITS = {
  /** Failures of one account from one address: a guesser there gets 10 tries at it. */
  pairFailures: 10,
  /** Failures from one address over all accounts (password spraying); an office behind one NAT shares it. */
  addressFailures: 100,
  /** Every count lives this long from its first failure. */
  windowSeconds: 15 * 60,
  /** Failures of one account, from any address, before sign-ins to it are slowed down. */
  accountFreeFailures: 5,
  /** The first slowed sign-in waits this long; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: 500,
  maxDelayMs: 10_000,
} as const;

/** How long a sign-in to an account with this many recent failures waits before it is judged. */
export function accountDelayMs(failures: number): number {
  const { accountFreeFailures, firstDelayMs, maxDelayMs } = LOGIN_LIMITS;
  if (failures < accountFreeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - accountFreeFailures));
}
