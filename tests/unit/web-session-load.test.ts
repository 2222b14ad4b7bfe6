import { describe, expect, it, vi } from 'vitest';
import { invalidateSession, cacheSession, PENDING_SESSION, peekSession, sessionLoadStatus } from '../../web/src/auth/sessionCache';
import { SESSION_INIT, sessionLoadReducer } from '../../web/src/auth/sessionLoad';
import { loadChunk, PRELOAD_ERROR_EVENT } from '../../web/src/routes/lazyChunk';

const session = { ...PENDING_SESSION, id: 'viewer:alice', authenticated: true };

describe('session loading states (SHELL-034)', () => {
  it('SHELL-034: the reducer goes init -> starting -> started (or error); reset returns to init', () => {
    const request = Promise.resolve(session);
    const starting = sessionLoadReducer(SESSION_INIT, { type: 'start', request });
    expect(SESSION_INIT.status).toBe('init');
    expect(starting.status).toBe('starting');
    const started = sessionLoadReducer(starting, { type: 'succeed', request, session });
    expect(started).toMatchObject({ status: 'started', session });
    expect(sessionLoadReducer(starting, { type: 'fail', request, error: new Error('down') }).status).toBe('error');
    expect(sessionLoadReducer(started, { type: 'reset' })).toBe(SESSION_INIT);
  });

  it('SHELL-034: an answer to a request that is no longer current changes nothing', () => {
    const old = Promise.resolve(session);
    const current = Promise.resolve(session);
    const starting = sessionLoadReducer(sessionLoadReducer(SESSION_INIT, { type: 'start', request: old }), {
      type: 'start',
      request: current,
    });
    expect(sessionLoadReducer(starting, { type: 'succeed', request: old, session })).toBe(starting);
    expect(sessionLoadReducer(SESSION_INIT, { type: 'fail', request: old, error: null })).toBe(SESSION_INIT);
  });

  it('SHELL-034: the session cache walks the same states', async () => {
    invalidateSession();
    expect(sessionLoadStatus()).toBe('init');
    const ok = cacheSession(Promise.resolve(session));
    expect(sessionLoadStatus()).toBe('starting');
    await ok;
    expect(sessionLoadStatus()).toBe('started');
    expect(peekSession()).toBe(session);
    const failing = cacheSession(Promise.reject(new Error('gateway down')));
    await failing.catch(() => undefined);
    expect(sessionLoadStatus()).toBe('error');
    expect(peekSession()).toBeNull();
    invalidateSession();
    expect(sessionLoadStatus()).toBe('init');
  });
});

describe('lazy chunks (SHELL-035)', () => {
  it('SHELL-035: a rejected dynamic import dispatches the preload-error event and still fails', async () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(failure), target)).rejects.toBe(failure);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ error: failure });
  });

  it('SHELL-035: a chunk that loads raises no event', async () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(loadChunk(() => Promise.resolve({ default: 'page' }), target)).resolves.toEqual({ default: 'page' });
    expect(listener).not.toHaveBeenCalled();
  });
});
