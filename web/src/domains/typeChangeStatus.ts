import { MESSAGES } from '@portal/rules';
import { createSaveIndicator, type SaveTimers } from '../lib/saveIndicator';
import { SAVING_MESSAGE_STEPS_MS, SAVING_MESSAGES, TYPE_CHANGE_HIDE_MS, TYPE_CHANGE_SAVED_MESSAGE } from './typeChangeTiming';

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

export interface TypeChangeStatusMachine {
  current(): TypeChangeStatus;
  start(domainName: string): void;
  succeed(): void;
  fail(detail?: string | null): void;
  dispose(): void;
}

const STATES = { hidden: 'hide', saving: 'saving', saved: 'saved', failed: 'error' } as const;

/**
 * The indicator's timing (CONST-012, CONST-013) on the kit's save indicator, kept apart from React so it can run
 * under fake timers; this adds the domain it names and the gateway's reason for a refusal.
 */
export function createTypeChangeStatus(
  onChange: (status: TypeChangeStatus) => void,
  timers?: SaveTimers,
): TypeChangeStatusMachine {
  const indicator = createSaveIndicator({
    hideAfterMs: TYPE_CHANGE_HIDE_MS,
    failure: 'show',
    steps: SAVING_MESSAGE_STEPS_MS,
    timers,
  });
  let domainName: string | null = null;
  let detail: string | null = null;
  let status = HIDDEN_STATUS;
  indicator.subscribe(() => {
    const { phase, step } = indicator.current();
    status = phase === 'hidden' ? HIDDEN_STATUS : { state: STATES[phase], domainName, messageIndex: step, detail };
    onChange(status);
  });

  return {
    current: () => status,
    start(name) {
      domainName = name;
      detail = null;
      indicator.start();
    },
    succeed: () => indicator.finish(true),
    fail(reason = null) {
      if (status.state === 'saving') detail = reason;
      indicator.finish(false);
    },
    dispose: () => indicator.dispose(),
  };
}
