import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { pino, type Logger } from 'pino';
import { loginThrottled } from '@portal/rules';
import { failureStores, type FailureCount, type FailureStores } from './failureCounts';
import { InFlight } from './inFlight';
import { accountDelayMs, LOGIN_LIMITS } from './limits';

/** One sign-in that passed the throttle; it is told how the upstream judged the credentials. */
export interface LoginAttempt {
  /** The upstream refused the credentials (its 400): one failure for the pair, the address and the account. */
  failed(): Promise<void>;
  /** Signed in: the failures of this account, from this address and from all, are forgotten. */
  succeeded(): Promise<void>;
  /** The upstream could not judge (5xx, timeout, no connection): nothing is counted. */
  abandoned(): void;
}

/** The throttle bound to one request's client address. */
export interface LoginAttempts {
  /**
   * Throws TOO_MANY_REQUESTS when the account from this address, or this address, has used up its failures; waits
   * while sign-ins in flight could use up the rest; slows an account that is failing from everywhere.
   */
  begin(username: string): Promise<LoginAttempt>;
}

export interface LoginThrottleOptions {
  /** Share the counts through Redis so that every gateway instance sees every failure. */
  redisUrl?: string;
  /** Told of every refused sign-in (the login-throttling metric). */
  onThrottled?: () => void;
  /** Told of every slowed sign-in, with its delay. */
  onSlowed?: (delayMs: number) => void;
  /** How a slowed sign-in waits. Default: a timer; tests record the delays instead. */
  delay?: (ms: number) => Promise<unknown>;
  /** Where Redis trouble is reported (the gateway's logger). Default: nowhere. */
  logger?: Logger;
}

const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/** Usernames are compared as the person typed them, whatever the case and spacing; the stores never hold one. */
function accountKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

interface Keys {
  account: string;
  address: string;
  pair: string;
}

function refusal(...used: FailureCount[]): GraphQLError {
  const waitMs = Math.max(...used.map((count) => count.msLeft));
  return new GraphQLError(loginThrottled(waitMs), { extensions: { code: TOO_MANY_REQUESTS } });
}

/**
 * Decision D-150 (D-63 revisited): only failed sign-ins count, per (account, address) pair and per address, and a
 * success forgets its account's failures; per account alone a sign-in is slowed down, never refused. One throttle per
 * gateway instance; the counts are shared through Redis, the sign-ins in flight are this instance's.
 */
export class LoginThrottle {
  private readonly pairs = new InFlight();
  private readonly addresses = new InFlight();

  private constructor(
    private readonly stores: FailureStores,
    private readonly options: LoginThrottleOptions,
    private readonly logger: Logger,
  ) {}

  static async create(options: LoginThrottleOptions = {}): Promise<LoginThrottle> {
    const logger = options.logger ?? pino({ level: 'silent' });
    return new LoginThrottle(await failureStores({ redisUrl: options.redisUrl, logger }), options, logger);
  }

  forClient(address: string | undefined): LoginAttempts {
    return {
      begin: (username) => {
        const account = accountKey(username);
        const from = address || 'unknown';
        return this.begin({ account, address: from, pair: `${account}:${from}` });
      },
    };
  }

  private async begin(keys: Keys): Promise<LoginAttempt> {
    const accountFailures = await this.admit(keys);
    const settle = this.settler(keys);
    const delayMs = accountDelayMs(accountFailures);
    if (delayMs > 0) {
      this.options.onSlowed?.(delayMs);
      try {
        await (this.options.delay ?? sleep)(delayMs);
      } catch (error) {
        settle();
        throw error;
      }
    }
    const { pair, address, account } = this.stores;
    return {
      failed: async () => {
        // Counted before the turn is passed on, so the next sign-in waiting reads this failure.
        await Promise.all([
          this.quietly('count a failure', () => pair.add(keys.pair)),
          this.quietly('count a failure', () => address.add(keys.address)),
          this.quietly('count a failure', () => account.add(keys.account)),
        ]);
        settle();
      },
      succeeded: async () => {
        // Not the address: a sprayer who knows one password must not wipe the count of their address.
        await Promise.all([
          this.quietly('clear the account', () => pair.clear(keys.pair)),
          this.quietly('clear the account', () => account.clear(keys.account)),
        ]);
        settle();
      },
      abandoned: settle,
    };
  }

  /** Waits for a turn of the pair and the address; resolves with the account's failures from every address. */
  private async admit(keys: Keys): Promise<number> {
    let waitingOn: { inFlight: InFlight; key: string } | null = null;
    // A sign-in woken to look again passes the turn on when it leaves the queue: a refusal applies to the next one
    // too, and a success may have freed several places at once.
    const passOn = () => waitingOn?.inFlight.wakeNext(waitingOn.key);
    try {
      for (;;) {
        const { pair, address, account, finishedMeanwhile } = await this.read(keys);
        const meanwhile = finishedMeanwhile();
        const used = [pair.failures >= LOGIN_LIMITS.pairFailures && pair, address.failures >= LOGIN_LIMITS.addressFailures && address];
        if (used.some(Boolean)) {
          this.options.onThrottled?.();
          throw refusal(...used.filter((count) => count !== false));
        }
        // In flight now, or finished while the counts were read (its failure may have been counted after the read).
        const pairFull = pair.failures + this.pairs.running(keys.pair) + meanwhile.pair >= LOGIN_LIMITS.pairFailures;
        const addressFull = address.failures + this.addresses.running(keys.address) + meanwhile.address >= LOGIN_LIMITS.addressFailures;
        if (!pairFull && !addressFull) {
          this.pairs.start(keys.pair);
          this.addresses.start(keys.address);
          passOn();
          return account.failures;
        }
        const next = pairFull ? { inFlight: this.pairs, key: keys.pair } : { inFlight: this.addresses, key: keys.address };
        // Full only because of sign-ins that already finished: nothing will wake this one, so it reads again.
        if (next.inFlight.running(next.key) === 0) continue;
        const again = waitingOn?.inFlight === next.inFlight;
        waitingOn = next;
        await next.inFlight.nextTurn(next.key, again);
      }
    } catch (error) {
      passOn();
      throw error;
    }
  }

  /**
   * The three counts, and how many sign-ins of the pair and of the address finished while they were read. The caller
   * compares in the same synchronous step, so that nothing finishes between this answer and its comparison.
   */
  private async read(keys: Keys) {
    const since = { pair: this.pairs.watch(keys.pair), address: this.addresses.watch(keys.address) };
    const finishedMeanwhile = () => ({
      pair: this.pairs.unwatch(keys.pair, since.pair),
      address: this.addresses.unwatch(keys.address, since.address),
    });
    const reading = Promise.all([
      this.stores.pair.read(keys.pair),
      this.stores.address.read(keys.address),
      this.stores.account.read(keys.account),
    ]);
    return reading.then(
      ([pair, address, account]) => ({ pair, address, account, finishedMeanwhile }),
      (error: unknown) => {
        finishedMeanwhile();
        throw error;
      },
    );
  }

  /** Ends a sign-in's turn once, whichever way it ended. */
  private settler(keys: Keys): () => void {
    let settled = false;
    return () => {
      if (settled) return;
      settled = true;
      this.pairs.finish(keys.pair);
      this.addresses.finish(keys.address);
    };
  }

  private async quietly(what: string, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      this.logger.warn({ component: 'login throttle', error: error instanceof Error ? error.message : undefined }, `could not ${what}`);
    }
  }

  close(): void {
    this.stores.close();
  }
}
