import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export interface QueueKeyActions {
  toggle(id: string): void;
  approve(id: string): void;
  reject(id: string): void;
  select(id: string): void;
}

/** The keys of the queue's changes (issue #25), as the page explains them. */
export const QUEUE_KEYS_HELP =
  'Keys on a change: Up and Down arrows (or K and J) move between changes, Enter shows what it replaces, A approves, R rejects, X selects it.';

/**
 * The queue's keyboard (issue #25): one change at a time is in the Tab order (roving focus); on a change, the arrows
 * (or J and K), Home and End move to another and say which, Enter (or O) opens its difference, A approves, R rejects,
 * X (or Space) selects it. Keys in a button, a checkbox or a field inside a change keep their own meaning.
 */
export function useQueueKeyboard(ids: readonly string[], describe: (id: string) => string, actions: QueueKeyActions) {
  const [current, setCurrent] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const elements = useRef(new Map<string, HTMLElement>());
  const active = current !== null && ids.includes(current) ? current : (ids[0] ?? null);

  const moveTo = (index: number) => {
    const id = ids[Math.max(0, Math.min(ids.length - 1, index))];
    if (id === undefined) return;
    setCurrent(id);
    elements.current.get(id)?.focus();
    setAnnouncement(`Change ${ids.indexOf(id) + 1} of ${ids.length}: ${describe(id)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const id = ids.find((i) => elements.current.get(i) === event.target);
    if (id === undefined) return;
    const index = ids.indexOf(id);
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    switch (key) {
      case 'ArrowDown':
      case 'j':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
      case 'k':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(ids.length - 1);
        break;
      case 'Enter':
      case 'o':
        actions.toggle(id);
        break;
      case 'a':
        actions.approve(id);
        break;
      case 'r':
        actions.reject(id);
        break;
      case 'x':
      case ' ':
        actions.select(id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const refOf = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  return { active, setCurrent, onKeyDown, refOf, announcement, announce: setAnnouncement };
}
