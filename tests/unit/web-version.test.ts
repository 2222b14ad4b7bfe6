import { VERSION_CHECK_INTERVAL_MS } from '../../web/src/lib/timings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionWatcher } from '../../web/src/shell/version/versionWatcher';

describe('version check (SHELL-021, CONST-001)', () => {
  let body: string;
  const fetchVersion = vi.fn(async () => body);

  beforeEach(() => {
    vi.useFakeTimers();
    body = '1.0.0';
    fetchVersion.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('CONST-001: the poll interval is 300000 ms', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it('SHELL-021: after 5 min a changed body sets newVersion=true', async () => {
    const watcher = createVersionWatcher(fetchVersion);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.getState()).toEqual({ first: '1.0.0', latest: '1.0.0', newVersion: false });
    body = '1.0.1\n';
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(watcher.getState()).toEqual({ first: '1.0.0', latest: '1.0.1', newVersion: true });
    watcher.stop();
  });

  it('SHELL-021: the same body leaves newVersion false', async () => {
    const watcher = createVersionWatcher(fetchVersion);
    watcher.start();
    await vi.advanceTimersByTimeAsync(3 * VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    expect(watcher.getState().newVersion).toBe(false);
    watcher.stop();
  });

  it('a new version stays flagged even if the old one comes back; a failed check changes nothing', async () => {
    const watcher = createVersionWatcher(fetchVersion);
    const seen = vi.fn();
    watcher.subscribe(seen);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    body = '2.0.0';
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    fetchVersion.mockRejectedValueOnce(new Error('offline'));
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    body = '1.0.0';
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(watcher.getState()).toEqual({ first: '1.0.0', latest: '1.0.0', newVersion: true });
    expect(seen).toHaveBeenCalledTimes(3);
    watcher.stop();
  });
});
