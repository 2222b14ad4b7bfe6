import { MESSAGES } from '@portal/rules';
import {
  SAVING_MESSAGE_STEPS_MS,
  SAVING_MESSAGES,
  savingMessageIndex,
  TYPE_CHANGE_HIDE_MS,
  TYPE_CHANGE_SAVED_MESSAGE,
} from './typeChangeTiming';

/** DOM-008: the product-type change indicator goes hide → saving → saved | error → hide. */
type TypeChangeState = 'hide' | 'saving' | 'saved' | 'error';

export interface TypeChangeStatus {
  state: TypeChangeState;
  domainName: string | null;
  /** Which SAVING_MESSAGES text shows while saving (DOM-009). */
  messageIndex: number;
  /** A reason the gateway gave with a refused change, shown under ERR-036. */
  detail: string | null;
}

export const HIDDEN_STATUS: TypeChangeStatus = { state: 'hide', domainName: null, messageIndex: 0, detail: null };

export function statusMessage(status: TypeChangeStatus): string | null {
  switch (status.state) {
    case 'saving':
      return SAVING_MESSAGES[status.messageIndex] ?? SAVING_MESSAGES[0];
    case 'saved':
      return TYPE_CHANGE_SAVED_MESSAGE; // DOM-010
    case 'error':
      return MESSAGES.domainChange; // ERR-036
    default:
      return null;
  }
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

export interface TypeChangeStatusMachine {
  current(): TypeChangeStatus;
  start(domainName: string): void;
  succeed(): void;
  fail(detail?: string | null): void;
  dispose(): void;
}

/** The indicator's timing (CONST-012, CONST-013), kept apart from React so it can run under fake timers. */
export function createTypeChangeStatus(
  onChange: (status: TypeChangeStatus) => void,
  timers: Timers = globalThis as unknown as Timers,
): TypeChangeStatusMachine {
  let status = HIDDEN_STATUS;
  let handles: unknown[] = [];

  const set = (next: TypeChangeStatus) => {
    status = next;
    onChange(next);
  };
  const clear = () => {
    for (const handle of handles) timers.clearTimeout(handle as never);
    handles = [];
  };
  const after = (ms: number, callback: () => void) => {
    handles.push(timers.setTimeout(callback, ms));
  };
  const finish = (state: 'saved' | 'error', detail: string | null) => {
    if (status.state !== 'saving') return;
    clear();
    set({ ...status, state, detail });
    after(TYPE_CHANGE_HIDE_MS, () => set(HIDDEN_STATUS));
  };

  return {
    current: () => status,
    start(domainName) {
      clear();
      set({ state: 'saving', domainName, messageIndex: 0, detail: null });
      for (const step of SAVING_MESSAGE_STEPS_MS) {
        after(step, () => set({ ...status, messageIndex: savingMessageIndex(step) }));
      }
    },
    succeed: () => finish('saved', null),
    fail: (detail = null) => finish('error', detail),
    dispose: clear,
  };
}
