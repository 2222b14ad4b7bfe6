import { useEffect, useRef } from 'react';
import { isTextEntry, shortcutFor, type ShellShortcut } from './shortcuts';

/** Runs the handler of a shell shortcut, unless the user is typing (SHELL-006) or the handler is absent. */
export function useShellShortcuts(handlers: Partial<Record<ShellShortcut, () => void>>): void {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      const shortcut = shortcutFor(event);
      const handler = shortcut ? current.current[shortcut] : undefined;
      if (!handler || isTextEntry(event.target as HTMLElement | null)) return;
      event.preventDefault();
      handler();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
