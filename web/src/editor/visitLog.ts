/** When opening the editor logs a visit, and the browser's history of visits (EDITOR-048, EDITOR-049; decision D-52). */

/** CONST-014: logged again when more than 4 rounded units have passed; the unit is a minute (decision D-52). */
export const VISIT_LOG_THRESHOLD = 4;
const VISIT_LOG_UNIT_MS = 60_000;

/** EDITOR-048: should opening the editor now log a visit, given the last log time (ms) of this domain? */
export function shouldLogVisit(lastLoggedMs: number | null | undefined, nowMs: number): boolean {
  if (lastLoggedMs === null || lastLoggedMs === undefined || !Number.isFinite(lastLoggedMs)) return true;
  return Math.round((nowMs - lastLoggedMs) / VISIT_LOG_UNIT_MS) > VISIT_LOG_THRESHOLD;
}

/** CONST-015. */
export const EDITOR_HISTORY_MAX = 10;

export interface EditorHistoryEntry {
  domainName: string;
  agentID: string;
  /** When the visit was last logged, ms since the epoch. */
  timestamp: number;
}

/** EDITOR-049: the history with this visit first; one entry per domain; at most 10, the oldest dropped. */
export function addToHistory(history: readonly EditorHistoryEntry[], entry: EditorHistoryEntry): EditorHistoryEntry[] {
  const rest = history.filter((h) => !(h.domainName === entry.domainName && h.agentID === entry.agentID));
  return [entry, ...rest].slice(0, EDITOR_HISTORY_MAX);
}

export function lastVisit(
  history: readonly EditorHistoryEntry[],
  agentID: string,
  domainName: string,
): EditorHistoryEntry | undefined {
  return history.find((h) => h.domainName === domainName && h.agentID === agentID);
}
