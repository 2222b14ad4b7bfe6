/** The parts of a key event the palette's shortcut reads. */
export interface ShortcutKey {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Issue #26: Ctrl+K, or Cmd+K on a Mac; with Shift or Alt it is some other shortcut. */
export function isPaletteShortcut(event: ShortcutKey): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return event.key.toLowerCase() === 'k' || event.code === 'KeyK';
}
