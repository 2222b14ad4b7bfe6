import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LOGIN_LIMITS } from './limits';

export interface FailureCount {
  failures: number;
  /** Until the window that started at the first failure ends. */
  msLeft: number;
}

const NONE: FailureCount = { failures: 0, msLeft: 0 };

/** Failed sign-ins per key, in a window that starts at the key's first failure (rate-limiter-flexible's counters). */
class FailureCounts {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  async read(key: string): Promise<FailureCount> {
    const res = await this.limiter.get(key);
    return res ? { failures: res.consumedPoints, msLeft: res.msBeforeNext } : NONE;
  }

  async add(key: string): Promise<void> {
    await this.limiter.penalty(key);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** The three counts of decision D-150; only failures are ever written. */
export interface FailureStores {
  /** Keyed by account hash and client address. */
  pair: FailureCounts;
  address: FailureCounts;
  /** Keyed by account hash, from every address. */
  account: FailureCounts;
  close(): void;
}

const SCOPES = {
  pair: LOGIN_LIMITS.pairFailures,
  address: LOGIN_LIMITS.addressFailures,
  account: LOGIN_LIMITS.accountFreeFailures,
} as const;
type Scope = keyof typeof SCOPES;

function memoryLimiter(scope: Scope): RateLimiterMemory {
  return new RateLimiterMemory({ points: SCOPES[scope], duration: LOGIN_LIMITS.windowSeconds });
}

function warn(logger: Logger, message: string, error?: unknown): void {
  logger.warn({ component: 'login throttle', error: error instanceof Error ? error.message : undefined }, message);
}

function redisClient(url: string, logger: Logger): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail fast while Redis is away, so the insurance counts answer instead of a queued command.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let healthy = true;
  client.on('ready', () => {
    if (!healthy) warn(logger, 'Redis is back; counts are shared again');
    healthy = true;
  });
  client.on('error', (error) => {
    if (healthy) warn(logger, 'Redis is unreachable; counting in this instance until it is back', error);
    healthy = false;
  });
  return client;
}

/**
 * In this instance's memory, or in Redis (keys `portal:login:{scope}:…`) so that every instance behind a load
 * balancer sees every failure; while Redis is unreachable, each instance counts in memory (decision D-63).
 */
export async function failureStores(options: { redisUrl?: string; logger: Logger }): Promise<FailureStores> {
  const { redisUrl, logger } = options;
  const client = redisUrl ? redisClient(redisUrl, logger) : null;
  // A gateway starts without Redis too: ioredis keeps reconnecting and the insurance counts meanwhile.
  await client?.connect().catch(() => undefined);
  const counts = (scope: Scope) =>
    new FailureCounts(
      client
        ? new RateLimiterRedis({
            storeClient: client,
            rejectIfRedisNotReady: true,
            keyPrefix: `portal:login:${scope}`,
            points: SCOPES[scope],
            duration: LOGIN_LIMITS.windowSeconds,
            insuranceLimiter: memoryLimiter(scope),
          })
        : memoryLimiter(scope),
    );
  return { pair: counts('pair'), address: counts('address'), account: counts('account'), close: () => client?.disconnect() };
}
