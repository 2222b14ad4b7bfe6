/** Which of a field's content overrides the editor shows (EDITOR-008). */

export interface EditorOverrideLike {
  key: string;
  subkey: string;
  pageKey: string;
  status: string;
  value: string;
  time?: string | null;
  overrideId?: number | null;
}

function newestFirst<T extends EditorOverrideLike>(a: T, b: T): number {
  const byTime = String(b.time ?? '').localeCompare(String(a.time ?? ''));
  return byTime !== 0 ? byTime : (b.overrideId ?? 0) - (a.overrideId ?? 0);
}

function matching<T extends EditorOverrideLike>(list: readonly T[], pageKey: string, key: string, subkey: string): T[] {
  return list.filter((o) => o.pageKey === pageKey && o.key === key && o.subkey === subkey).sort(newestFirst);
}

/** The edit view's value of one field: the newest override of any status, else the config default. */
export function currentOverride<T extends EditorOverrideLike>(
  list: readonly T[],
  pageKey: string,
  key: string,
  subkey: string,
): T | undefined {
  return matching(list, pageKey, key, subkey)[0];
}

/** EDITOR-008: what is live: the newest approved override, else the default. Pending changes never show. */
export function liveOverride<T extends EditorOverrideLike>(
  list: readonly T[],
  pageKey: string,
  key: string,
  subkey: string,
): T | undefined {
  return matching(list, pageKey, key, subkey).find((o) => o.status === 'approved');
}
