import { VERSION_CHECK_INTERVAL_MS } from '../../lib/timings';

/** What the version check knows (SHELL-021). */
export interface VersionState {
  /** The version the page started with: the first one loaded. */
  first: string | null;
  latest: string | null;
  /** A later check saw a version different from the first; it stays true until the page reloads. */
  newVersion: boolean;
}

export interface VersionWatcher {
  start(): void;
  stop(): void;
  check(): Promise<void>;
  getState(): VersionState;
  /** The state before any check: what a server-rendered page was rendered with. */
  getInitialState(): VersionState;
  subscribe(listener: () => void): () => void;
}

/** Polls the deployed version every interval (CONST-001); failures are reported by the fetcher and skipped here. */
export function createVersionWatcher(
  fetchVersion: () => Promise<string>,
  intervalMs: number = VERSION_CHECK_INTERVAL_MS,
): VersionWatcher {
  const initial: VersionState = { first: null, latest: null, newVersion: false };
  let state = initial;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();

  function update(next: VersionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  async function check() {
    let version: string;
    try {
      version = (await fetchVersion()).trim();
    } catch {
      return;
    }
    if (!version) return;
    if (state.first === null) update({ first: version, latest: version, newVersion: false });
    else update({ ...state, latest: version, newVersion: state.newVersion || version !== state.first });
  }

  return {
    start() {
      if (timer !== null) return;
      void check();
      timer = setInterval(() => void check(), intervalMs);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    check,
    getState: () => state,
    getInitialState: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
