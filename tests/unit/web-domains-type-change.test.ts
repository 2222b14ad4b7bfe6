import { MESSAGES } from '@portal/rules';
import {
  SAVING_MESSAGE_STEPS_MS,
  SAVING_MESSAGES,
  TYPE_CHANGE_HIDE_MS,
  TYPE_CHANGE_SAVED_MESSAGE,
} from '../../web/src/domains/typeChangeTiming';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTypeChangeStatus,
  HIDDEN_STATUS,
  statusMessage,
  type TypeChangeStatus,
} from '../../web/src/domains/typeChangeStatus';

describe('type change status (DOM-008, DOM-009, CONST-012, CONST-013)', () => {
  let seen: TypeChangeStatus[];
  const machine = () => createTypeChangeStatus((s) => seen.push(s));

  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('DOM-008: starts hidden and shows nothing', () => {
    const m = machine();
    expect(m.current()).toEqual(HIDDEN_STATUS);
    expect(statusMessage(m.current())).toBeNull();
  });

  it('DOM-009 CONST-013: the saving message steps at 2000, 3500 and 5000 ms', () => {
    const m = machine();
    m.start('ex.com');
    const index = () => m.current().messageIndex;
    expect(m.current().state).toBe('saving');
    expect(statusMessage(m.current())).toBe(SAVING_MESSAGES[0]);
    vi.advanceTimersByTime(1999);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(1499);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(2);
    vi.advanceTimersByTime(1499);
    expect(index()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(3);
    expect(statusMessage(m.current())).toBe(SAVING_MESSAGES[3]);
    vi.advanceTimersByTime(60_000);
    expect(m.current().state).toBe('saving');
  });

  it('DOM-008 CONST-012 DOM-010: saved shows the 10-20 minutes message and hides again after 7 s', () => {
    const m = machine();
    m.start('ex.com');
    vi.advanceTimersByTime(2500);
    m.succeed();
    expect(m.current()).toMatchObject({ state: 'saved', domainName: 'ex.com' });
    expect(statusMessage(m.current())).toBe(TYPE_CHANGE_SAVED_MESSAGE);
    expect(TYPE_CHANGE_SAVED_MESSAGE).toContain('10-20 minutes');
    // The saving steps stop once saved.
    vi.advanceTimersByTime(6999);
    expect(m.current().state).toBe('saved');
    vi.advanceTimersByTime(1);
    expect(m.current()).toEqual(HIDDEN_STATUS);
  });

  it('ERR-036: an error shows the change failure text, with the reason, then hides after 7 s', () => {
    const m = machine();
    m.start('ex.com');
    m.fail('A cancelled domain cannot change its type.');
    expect(m.current()).toMatchObject({ state: 'error', detail: 'A cancelled domain cannot change its type.' });
    expect(statusMessage(m.current())).toBe(MESSAGES.domainChange);
    vi.advanceTimersByTime(7000);
    expect(m.current().state).toBe('hide');
  });

  it('a new change restarts the steps and the hide timer of the previous one does not cut it short', () => {
    const m = machine();
    m.start('a.com');
    m.succeed();
    vi.advanceTimersByTime(6000);
    m.start('b.com');
    vi.advanceTimersByTime(1500);
    expect(m.current()).toMatchObject({ state: 'saving', domainName: 'b.com', messageIndex: 0 });
    vi.advanceTimersByTime(500);
    expect(m.current().messageIndex).toBe(1);
  });

  it('finishing twice or without a start changes nothing; dispose stops every timer', () => {
    const m = machine();
    m.succeed();
    expect(m.current().state).toBe('hide');
    m.start('a.com');
    m.dispose();
    vi.advanceTimersByTime(10_000);
    expect(m.current().messageIndex).toBe(0);
    expect(seen).toHaveLength(1);
  });
});

describe('type change timings (moved with their code from rules/src/domains.ts)', () => {
  it('DOM-008 DOM-009 CONST-012 CONST-013: type change timings', () => {
    expect(TYPE_CHANGE_HIDE_MS).toBe(7000);
    expect([...SAVING_MESSAGE_STEPS_MS]).toEqual([2000, 3500, 5000]);
  });

  it('DOM-010: the saved message says 10-20 minutes', () => {
    expect(TYPE_CHANGE_SAVED_MESSAGE).toContain('10-20 minutes');
  });
});
