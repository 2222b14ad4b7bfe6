/** The keyboard shortcuts of the shell (SHELL-005, SHELL-006, SHELL-016). */
export type ShellShortcut = 'toggle-dark-mode' | 'toggle-drawer';

export interface KeyLike {
  key: string;
  code?: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/** The parts of an event target that tell whether the user is typing into it. */
export interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

/** Inputs whose keys do not type text: a shortcut pressed there still counts. */
const NON_TEXT_INPUT_TYPES = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** SHELL-006: text inputs, textareas, selects and contenteditable elements keep their keys. */
export function isTextEntry(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
  return false;
}

/** Shift+D toggles dark mode; Shift+"." (">" on most layouts) toggles the drawer. Other modifiers cancel both. */
export function shortcutFor(event: KeyLike): ShellShortcut | null {
  if (!event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.key === 'D' || event.code === 'KeyD') return 'toggle-dark-mode';
  if (event.key === '>' || event.code === 'Period') return 'toggle-drawer';
  return null;
}
