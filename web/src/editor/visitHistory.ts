import { addToHistory, type EditorHistoryEntry, lastVisit, shouldLogVisit } from './visitLog';

/** EDITOR-049 (decision D-52): the 10 most recent editor domains of this browser. */
export const EDITOR_HISTORY_KEY = 'portal.editorHistory';

export interface HistoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function isEntry(value: unknown): value is EditorHistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return typeof e.domainName === 'string' && typeof e.agentID === 'string' && typeof e.timestamp === 'number';
}

export function readHistory(storage: HistoryStorage | null): EditorHistoryEntry[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(EDITOR_HISTORY_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeHistory(storage: HistoryStorage | null, history: readonly EditorHistoryEntry[]): void {
  try {
    storage?.setItem(EDITOR_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or disabled: the next visit logs again, which is harmless.
  }
}

/** EDITOR-048: whether opening this domain's editor now should log a visit (API-057). */
export function visitDue(storage: HistoryStorage | null, agentID: string, domainName: string, now: number): boolean {
  return shouldLogVisit(lastVisit(readHistory(storage), agentID, domainName)?.timestamp, now);
}

/** After a logged visit: the domain moves to the top of the history with the log time. */
export function recordVisit(storage: HistoryStorage | null, agentID: string, domainName: string, now: number): void {
  writeHistory(storage, addToHistory(readHistory(storage), { domainName, agentID, timestamp: now }));
}

export function browserStorage(): HistoryStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
