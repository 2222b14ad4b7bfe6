interface Entry {
  running: number;
  /** Ever finished, while the entry lives: compared by a reader of the counts (`watch`). */
  finished: number;
  watchers: number;
  waiting: (() => void)[];
}

/**
 * Sign-ins being judged by the upstream on this instance, per key, and those waiting for one of them to finish
 * (decision D-150). In flight is not failed: nothing is counted or refused for it; a sign-in only waits while the
 * ones in flight could use up what is left of its key's limit, so concurrent guesses cannot slip past the limit and
 * concurrent right passwords all get through.
 */
export class InFlight {
  private readonly entries = new Map<string, Entry>();

  running(key: string): number {
    return this.entries.get(key)?.running ?? 0;
  }

  start(key: string): void {
    this.entry(key).running += 1;
  }

  /** One sign-in of this key has been judged (and its failure counted): the first one waiting looks again. */
  finish(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.running -= 1;
    entry.finished += 1;
    this.wakeNext(key);
  }

  /**
   * Before reading the counts: a sign-in that finishes while they are read may have counted its failure after the
   * read, so `unwatch` says how many finished meanwhile.
   */
  watch(key: string): number {
    const entry = this.entry(key);
    entry.watchers += 1;
    return entry.finished;
  }

  unwatch(key: string, since: number): number {
    const entry = this.entry(key);
    entry.watchers -= 1;
    const meanwhile = entry.finished - since;
    this.forgetIfIdle(key, entry);
    return meanwhile;
  }

  /**
   * Resolves when the next sign-in of this key finishes, or a woken one passes its turn on. `again`: a woken
   * sign-in that must still wait keeps its place at the front.
   */
  nextTurn(key: string, again = false): Promise<void> {
    return new Promise((resolve) => {
      const { waiting } = this.entry(key);
      if (again) waiting.unshift(resolve);
      else waiting.push(resolve);
    });
  }

  /** Wakes the first sign-in waiting on this key, if any. */
  wakeNext(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.waiting.shift()?.();
    this.forgetIfIdle(key, entry);
  }

  private forgetIfIdle(key: string, entry: Entry): void {
    if (entry.running === 0 && entry.watchers === 0 && entry.waiting.length === 0) this.entries.delete(key);
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { running: 0, finished: 0, watchers: 0, waiting: [] };
      this.entries.set(key, entry);
    }
    return entry;
  }
}
