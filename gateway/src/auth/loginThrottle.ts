import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import proxyAddress from 'proxy-addr';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { loginThrottled } from '@portal/rules';

/** Failed sign-ins allowed per window (decision D-63). */
const LOGIN_LIMITS = {
  /** Per account: a password guesser gets 10 tries. */
  accountFailures: 10,
  /** Per client address: higher, because an office behind one NAT address shares it. */
  addressFailures: 100,
  windowSeconds: 15 * 60,
} as const;

/**
 * Express `trust proxy`: X-Forwarded-For is believed only from loopback and private-network peers (where a load
 * balancer sits), so a client connecting from a public address cannot pick its own address (decision D-63).
 */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';
const trustedProxy = proxyAddress.compile(TRUSTED_PROXIES.split(', '));

/** The client's address as Express's `req.ip` gives it under TRUSTED_PROXIES, for requests Express never sees (D-126). */
export function clientAddressOf(req: IncomingMessage): string {
  return proxyAddress(req, trustedProxy);
}

const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/** One sign-in that passed the throttle; it is told how the upstream judged the credentials. */
export interface LoginAttempt {
  /** The upstream refused the credentials (its 400): the failure stays counted. */
  failed(): void;
  /** Signed in: the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The upstream could not judge (5xx, timeout, no connection): nothing is counted. */
  abandoned(): Promise<void>;
}

/** The throttle bound to one request's client address. */
export interface LoginAttempts {
  /** Throws TOO_MANY_REQUESTS when the account or the address has used up its failures. */
  begin(username: string): Promise<LoginAttempt>;
}

export interface LoginThrottleOptions {
  /** Share the counts through Redis so that every gateway instance sees every failure. */
  redisUrl?: string;
  /** Told of every refused sign-in (the login-throttling metric). */
  onThrottled?: () => void;
  /** Where Redis trouble is reported (the gateway's logger). Default: nowhere. */
  logger?: Logger;
}

function warn(logger: Logger, message: string, error?: unknown): void {
  logger.warn({ component: 'login throttle', error: error instanceof Error ? error.message : undefined }, message);
}

/** Usernames are compared as the person typed them, whatever the case and spacing; the stores never hold one. */
function accountKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

function refusal(res: RateLimiterRes): GraphQLError {
  return new GraphQLError(loginThrottled(res.msBeforeNext), { extensions: { code: TOO_MANY_REQUESTS } });
}

/** A refusal when the limit is used up; a store error (no insurance left) is not swallowed. */
async function reserve(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

async function quietly(logger: Logger, what: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    warn(logger, `could not ${what}`, error);
  }
}

interface Limiters {
  account: RateLimiterAbstract;
  address: RateLimiterAbstract;
}

function memoryLimiters(): Limiters {
  return {
    account: new RateLimiterMemory({ points: LOGIN_LIMITS.accountFailures, duration: LOGIN_LIMITS.windowSeconds }),
    address: new RateLimiterMemory({ points: LOGIN_LIMITS.addressFailures, duration: LOGIN_LIMITS.windowSeconds }),
  };
}

function redisClient(url: string, logger: Logger): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail fast while Redis is away, so the insurance limiter answers instead of a queued command.
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

/** Counts are kept in Redis; while it is unreachable each instance counts in memory (decision D-63). */
function redisLimiters(client: Redis): Limiters {
  const insurance = memoryLimiters();
  const common = { storeClient: client, rejectIfRedisNotReady: true, duration: LOGIN_LIMITS.windowSeconds };
  return {
    account: new RateLimiterRedis({
      ...common,
      keyPrefix: 'portal:login:account',
      points: LOGIN_LIMITS.accountFailures,
      insuranceLimiter: insurance.account,
    }),
    address: new RateLimiterRedis({
      ...common,
      keyPrefix: 'portal:login:address',
      points: LOGIN_LIMITS.addressFailures,
      insuranceLimiter: insurance.address,
    }),
  };
}

/**
 * Failed sign-ins per account and per client address, one throttle per gateway instance. A point is reserved before
 * the upstream call, so concurrent guesses cannot slip past the limit, and given back unless the credentials failed.
 */
export class LoginThrottle {
  private constructor(
    private readonly limiters: Limiters,
    private readonly client: Redis | null,
    private readonly onThrottled: () => void = () => undefined,
    private readonly logger: Logger,
  ) {}

  static async create(options: LoginThrottleOptions = {}): Promise<LoginThrottle> {
    const logger = options.logger ?? pino({ level: 'silent' });
    if (!options.redisUrl) return new LoginThrottle(memoryLimiters(), null, options.onThrottled, logger);
    const client = redisClient(options.redisUrl, logger);
    // A gateway starts without Redis too: ioredis keeps reconnecting and the insurance limiter counts meanwhile.
    await client.connect().catch(() => undefined);
    return new LoginThrottle(redisLimiters(client), client, options.onThrottled, logger);
  }

  forClient(address: string | undefined): LoginAttempts {
    return { begin: (username) => this.begin(accountKey(username), address || 'unknown') };
  }

  private async begin(account: string, address: string): Promise<LoginAttempt> {
    const { limiters, logger } = this;
    const addressRefused = await reserve(limiters.address, address);
    if (addressRefused) {
      this.onThrottled();
      throw refusal(addressRefused);
    }
    const accountRefused = await reserve(limiters.account, account);
    if (accountRefused) {
      await quietly(logger, 'give back an address point', () => limiters.address.reward(address));
      this.onThrottled();
      throw refusal(accountRefused);
    }
    return {
      failed: () => undefined,
      succeeded: async () => {
        await quietly(logger, 'clear the account', () => limiters.account.delete(account));
        await quietly(logger, 'give back an address point', () => limiters.address.reward(address));
      },
      abandoned: async () => {
        await quietly(logger, 'give back an account point', () => limiters.account.reward(account));
        await quietly(logger, 'give back an address point', () => limiters.address.reward(address));
      },
    };
  }

  async close(): Promise<void> {
    this.client?.disconnect();
  }
}

