/** EDITOR-004: what the editor waits for before it shows a page. */
export type EditorInitPart = 'config' | 'visitLog' | 'overrides' | 'tree';

/**
 * EDITOR-004: the editor is initializing until the config, the visit log, the overrides (the change store) and the
 * editor tree have all loaded. A part that failed counts as loaded: its failure is reported where it happened
 * (the alert bar, ERR-045/ERR-050), and the editor must not stay initializing for ever. Resolves when all are in.
 */
export async function editorInitialized(parts: Readonly<Record<EditorInitPart, PromiseLike<unknown>>>): Promise<void> {
  await Promise.allSettled([parts.config, parts.visitLog, parts.overrides, parts.tree]);
}
