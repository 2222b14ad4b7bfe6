import { formatAlert, SUPPORT_SUFFIX } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import {
  ALERT_CYCLE_MS,
  alertText,
  clampIndex,
  nextIndex,
  positionLabel,
  previousIndex,
} from '../../web/src/alerts/alertCycle';

describe('alert bar cycling (SHELL-019, ERR-001)', () => {
  it('SHELL-019: next and previous wrap around; the position reads "2 of 3"', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(positionLabel(1, 3)).toBe('2 of 3');
    expect(ALERT_CYCLE_MS).toBe(6000);
  });

  it('after a dismissal the index stays inside the list', () => {
    expect(clampIndex(2, 2)).toBe(1);
    expect(clampIndex(0, 0)).toBe(0);
    expect(nextIndex(5, 0)).toBe(0);
  });

  it('ERR-001: an error gets the support sentence, an info message does not', () => {
    expect(alertText('X failed.', 'error')).toBe(formatAlert('X failed.'));
    expect(alertText('X failed.', 'error').endsWith(SUPPORT_SUFFIX)).toBe(true);
    expect(alertText('Heads up.', 'info')).toBe('Heads up.');
  });
});
