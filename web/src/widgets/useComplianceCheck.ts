import { useCallback, useEffect, useState } from 'react';
import { ComplianceScheduler, needsNoCheck, type ComplianceCheckFn, type ComplianceState } from './complianceScheduler';

export interface ComplianceCheckStatus {
  /** The state of the text as it is now (a state left from an earlier text never shows). */
  state: ComplianceState;
  /** The text may be applied and saved: unchanged, blank or accepted (EDITOR-053, EDITOR-055). */
  passed: boolean;
  /** ERR-095 happened: no more text edits (EDITOR-061). */
  readOnly: boolean;
  /**
   * Checks a text still waiting for the pause at once and gives the newest text once its check has settled, or null
   * when it did not pass (issue #25: Save is one action, and nothing unchecked is sent).
   */
  settle(): Promise<string | null>;
}

/**
 * The compliance check of one text editor (EDITOR-051..056): checks `text` 800 ms after the last change, aborting
 * the check before. `check` is the caller's mutation (the content editor's or the Compliance Helper's); `baseline`
 * is the stored value (unchanged text passes with no check).
 */
export function useComplianceCheck({
  text,
  baseline,
  check,
}: {
  text: string;
  baseline: string;
  check: ComplianceCheckFn;
}): ComplianceCheckStatus {
  const [latest, setLatest] = useState<{ text: string; state: ComplianceState }>({ text, state: { status: 'idle' } });
  const [scheduler] = useState(() => new ComplianceScheduler(check, (state, checked) => setLatest({ text: checked, state })));
  useEffect(() => scheduler.replaceCheck(check), [scheduler, check]);
  useEffect(() => scheduler.edit(text, baseline), [scheduler, text, baseline]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  const state = currentState(latest, text, baseline);
  const settle = useCallback(async () => {
    const settled = await scheduler.settle();
    return passes(settled.state) ? settled.text : null;
  }, [scheduler]);
  return { state, passed: passes(state), readOnly: state.status === 'exception', settle };
}

const passes = (state: ComplianceState) => state.status === 'idle' || state.status === 'accepted';

/** Until the scheduler has seen the newest text, its state is what the scheduler will say about it. */
function currentState(latest: { text: string; state: ComplianceState }, text: string, baseline: string): ComplianceState {
  if (latest.state.status === 'exception' || latest.text === text) return latest.state;
  return needsNoCheck(text, baseline) ? { status: 'idle' } : { status: 'waiting' };
}
