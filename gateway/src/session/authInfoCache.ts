import { createHash } from 'node:crypto';
import { parseCookie } from 'cookie';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { SESSION_COOKIE, type SessionUser } from '@portal/rules';
import { noteOnActiveSpan } from '../lib/tracing';

/**
 * How long a session's auth_info answer is reused (decision D-120). Every data call still carries the session and
 * the upstream checks it, so a stale entry can only let the gateway's own checks see the user of a few seconds ago.
 */
const AUTH_INFO_CACHE_MS = 5_000;

/** Where the answers live: this instance's memory, or Redis shared by every instance. */
interface Store {
  get(key: string): Promise<SessionUser | undefined>;
  set(key: string, user: SessionUser, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): void;
}

/** Entries in this instance, dropped when they expire; the oldest go first past MAX_ENTRIES. */
const MAX_ENTRIES = 50_000;

class MemoryStore implements Store {
  private readonly entries = new Map<string, { user: SessionUser; expires: number }>();

  constructor(private readonly now: () => number) {}

  async get(key: string): Promise<SessionUser | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.user;
    this.entries.delete(key);
    return undefined;
  }

  async set(key: string, user: SessionUser, ttlMs: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { user, expires: this.now() + ttlMs });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  close(): void {
    this.entries.clear();
  }
}

function warn(logger: Logger, message: string, error?: unknown): void {
  logger.warn({ component: 'auth_info cache', error: error instanceof Error ? error.message : undefined }, message);
}

/** Redis keys expire by themselves (PX); any Redis failure is a miss, never a failed request. */
class RedisStore implements Store {
  private healthy = true;

  constructor(
    private readonly client: Redis,
    logger: Logger,
  ) {
    client.on('ready', () => {
      if (!this.healthy) warn(logger, 'Redis is back');
      this.healthy = true;
    });
    client.on('error', (error) => {
      if (this.healthy) warn(logger, 'Redis is unreachable; auth_info is asked on every request until it is back', error);
      this.healthy = false;
    });
  }

  async get(key: string): Promise<SessionUser | undefined> {
    try {
      const text = await this.client.get(`portal:auth_info:${key}`);
      return text ? (JSON.parse(text) as SessionUser) : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, user: SessionUser, ttlMs: number): Promise<void> {
    await this.client.set(`portal:auth_info:${key}`, JSON.stringify(user), 'PX', ttlMs).catch(() => undefined);
  }

  async delete(key: string): Promise<void> {
    await this.client.del(`portal:auth_info:${key}`).catch(() => undefined);
  }

  close(): void {
    this.client.disconnect();
  }
}

export interface AuthInfoCacheOptions {
  /** Share the entries through Redis (REDIS_URL), so a logout on one instance is seen by all. */
  redisUrl?: string;
  /** The window; 0 turns the cache off. Default AUTH_INFO_CACHE_MS. */
  windowMs?: number;
  /** The clock of the in-memory store (tests). */
  now?: () => number;
  /** Where Redis trouble is reported (the gateway's logger). Default: nowhere. */
  logger?: Logger;
}

/** One session's entry: how a request loads its user through the cache, and drops it. */
export interface SessionEntry {
  /**
   * The cached user, or `ask()`'s answer, kept for the window. Requests of the session that arrive while an answer
   * is on its way wait for that one instead of asking again (a cold boot sends three at once).
   */
  load(ask: () => Promise<SessionUser>): Promise<SessionUser>;
  drop(): Promise<void>;
  /** Keeps an answer the upstream just gave for this session (a sign-in's, a terms acceptance's); not an anonymous one. */
  keep(user: SessionUser): Promise<void>;
}

/**
 * auth_info answers per session for a few seconds (issue #14, D-120), keyed by a hash of the session cookie, the
 * backend and the view-as header (a new view-as choice is a new entry). Only signed-in users are kept; a request
 * without a session cookie always asks the upstream (it may need the csrftoken cookie auth_info sets).
 */
export class AuthInfoCache {
  /** Lookups on their way, per key, in this instance. */
  private readonly inFlight = new Map<string, { user: Promise<SessionUser> }>();

  private constructor(
    private readonly store: Store | null,
    private readonly windowMs: number,
  ) {}

  static async create(options: AuthInfoCacheOptions = {}): Promise<AuthInfoCache> {
    const windowMs = options.windowMs ?? AUTH_INFO_CACHE_MS;
    if (windowMs <= 0) return new AuthInfoCache(null, 0);
    if (!options.redisUrl) return new AuthInfoCache(new MemoryStore(options.now ?? (() => Date.now())), windowMs);
    const client = new Redis(options.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
    });
    const store = new RedisStore(client, options.logger ?? pino({ level: 'silent' }));
    await client.connect().catch(() => undefined);
    return new AuthInfoCache(store, windowMs);
  }

  /** The entry of the request's session, or null when nothing may be cached for it. */
  entryFor(request: { cookie: string | undefined; backend: string; viewAs: string | string[] | undefined }): SessionEntry | null {
    const { store } = this;
    if (!store) return null;
    const session = request.cookie ? parseCookie(request.cookie)[SESSION_COOKIE] : undefined;
    if (!session) return null;
    const viewAs = Array.isArray(request.viewAs) ? request.viewAs[0] : request.viewAs;
    const key = createHash('sha256').update(`${request.backend}\n${session}\n${viewAs ?? ''}`).digest('hex');
    return {
      load: (ask) => this.load(store, key, ask),
      drop: () => {
        // A lookup that started before a login, logout or terms acceptance must not store its older answer.
        this.inFlight.delete(key);
        return store.delete(key);
      },
      keep: async (user) => {
        this.inFlight.delete(key);
        if (user.authenticated) await store.set(key, user, this.windowMs);
      },
    };
  }

  private load(store: Store, key: string, ask: () => Promise<SessionUser>): Promise<SessionUser> {
    const running = this.inFlight.get(key);
    if (running) return running.user;
    const flight = {} as { user: Promise<SessionUser> };
    const current = () => this.inFlight.get(key) === flight;
    flight.user = this.lookUp(store, key, ask, current).finally(() => {
      if (current()) this.inFlight.delete(key);
    });
    this.inFlight.set(key, flight);
    return flight.user;
  }

  /** The store's answer, or the upstream's, stored unless the entry was dropped meanwhile (`current` false). */
  private async lookUp(store: Store, key: string, ask: () => Promise<SessionUser>, current: () => boolean): Promise<SessionUser> {
    const cached = await store.get(key);
    noteOnActiveSpan('auth_info cache', { 'portal.cache.hit': cached !== null && cached !== undefined });
    if (cached) return cached;
    const user = await ask();
    if (current()) await (user.authenticated ? store.set(key, user, this.windowMs) : store.delete(key));
    return user;
  }

  close(): void {
    this.store?.close();
  }
}
