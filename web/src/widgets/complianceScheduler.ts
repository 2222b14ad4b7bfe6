import { MESSAGES } from '@portal/rules';
import { COMPLIANCE_DEBOUNCE_MS } from '../lib/complianceDisplay';
import { hasCode } from '../relay/GraphQLRequestError';

/** One check's answer as the gateway gives it (checkCompliance / complianceHelperCheck's check). */
export interface ComplianceResult {
  readonly checked: boolean;
  readonly compliant: boolean;
  readonly message: string;
  readonly violations: readonly {
    readonly term: string;
    readonly text: string;
    /** Every way the phrase is written in the text (what the editor marks, issue #25). */
    readonly phrases?: readonly string[];
    readonly categoryLabel: string;
    readonly count: number;
  }[];
  readonly generalViolations: readonly string[];
  readonly sanitizer: readonly string[];
  readonly spelling: readonly { readonly word: string; readonly suggestions: readonly string[] }[];
  readonly misspellingWarning: string | null | undefined;
}

/** Checks a text; the signal aborts the request when a newer text replaces it (EDITOR-054). */
export type ComplianceCheckFn = (text: string, signal: AbortSignal) => Promise<ComplianceResult>;

/**
 * 001 §4: idle (unchanged or blank: passes with no check), waiting (typed, the check starts 800 ms after the last
 * keystroke), checking, accepted, not compliant, service error (ERR-099) and exception (ERR-095: no more edits).
 */
export type ComplianceState =
  | { readonly status: 'idle' }
  | { readonly status: 'waiting' }
  | { readonly status: 'checking' }
  | { readonly status: 'accepted'; readonly result: ComplianceResult }
  | { readonly status: 'notCompliant'; readonly result: ComplianceResult }
  | { readonly status: 'serviceError'; readonly message: string }
  | { readonly status: 'exception'; readonly message: string };

/** Markup and spaces only (an emptied rich editor, "<p></p>", "&nbsp;") is blank. */
function isBlankText(text: string): boolean {
  return text.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() === '';
}

/** EDITOR-053: unchanged or blank text passes with no check. */
export function needsNoCheck(text: string, baseline: string): boolean {
  return text === baseline || isBlankText(text);
}

/** EDITOR-056: misspellings only warn (VALID-053): a compliant text is accepted whatever its spelling. */
export function stateOfResult(result: ComplianceResult): ComplianceState {
  return result.checked && result.compliant ? { status: 'accepted', result } : { status: 'notCompliant', result };
}

/** EDITOR-056: the spelling status of a check: unchecked (none yet), passed or failed. */
export function spellingStatus(state: ComplianceState): 'unchecked' | 'passed' | 'failed' {
  if (state.status !== 'accepted' && state.status !== 'notCompliant') return 'unchecked';
  if (!state.result.checked) return 'unchecked';
  return state.result.spelling.length > 0 ? 'failed' : 'passed';
}

function messagesOf(error: unknown): string[] {
  if (error && typeof error === 'object' && 'messages' in error && Array.isArray(error.messages)) return error.messages as string[];
  return [];
}

/**
 * The vendor not responding (SERVICE_UNAVAILABLE), or the gateway not reachable or failing (the generic text), is a
 * service error (ERR-099: edit again to retry); anything else is the exception (ERR-095).
 */
export function stateOfError(error: unknown): ComplianceState {
  if (hasCode(error, 'SERVICE_UNAVAILABLE') || messagesOf(error).includes(MESSAGES.generic)) {
    return { status: 'serviceError', message: MESSAGES.complianceVendorDown };
  }
  return { status: 'exception', message: MESSAGES.complianceEditor };
}

/** Debounces the checks of one editor and cancels the one in flight when the text changes (EDITOR-052..054). */
export class ComplianceScheduler {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;
  private broken = false;
  /** The text waiting for its check (the debounce runs), and the check running now (settles with its state). */
  private waitingText: string | undefined;
  private running: Promise<void> | undefined;
  private last: { state: ComplianceState; text: string } = { state: { status: 'idle' }, text: '' };
  private readonly onState: (state: ComplianceState, text: string) => void;

  constructor(
    private check: ComplianceCheckFn,
    /** The new state and the text it belongs to. */
    onState: (state: ComplianceState, text: string) => void,
    private readonly debounceMs: number = COMPLIANCE_DEBOUNCE_MS,
  ) {
    this.onState = (state, text) => {
      this.last = { state, text };
      onState(state, text);
    };
  }

  /**
   * Issue #25, one action saves: a text still waiting for the pause is checked at once, and the state of the newest
   * text is given once its check has settled (a later edit starts over; its state is then "waiting").
   */
  async settle(): Promise<{ state: ComplianceState; text: string }> {
    if (this.timer !== undefined && this.waitingText !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.run(this.waitingText);
    }
    while (this.running) {
      const current = this.running;
      await current;
      if (this.running === current) break;
    }
    return this.last;
  }

  /** The check to use from the next one on (the caller's function may change between renders). */
  replaceCheck(check: ComplianceCheckFn): void {
    this.check = check;
  }

  /** The text as it now stands in the editor, and the value it started from. */
  edit(text: string, baseline: string): void {
    this.cancel();
    if (this.broken) return; // ERR-095 holds: the text stays read-only
    if (needsNoCheck(text, baseline)) {
      this.onState({ status: 'idle' }, text);
      return;
    }
    this.onState({ status: 'waiting' }, text);
    this.waitingText = text;
    this.timer = setTimeout(() => this.run(text), this.debounceMs);
  }

  /** Stops the pending or running check (a new edit, or the editor closing). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waitingText = undefined;
    this.controller?.abort();
    this.controller = undefined;
    this.running = undefined;
  }

  private run(text: string): void {
    const controller = new AbortController();
    this.controller = controller;
    this.waitingText = undefined;
    this.timer = undefined;
    this.onState({ status: 'checking' }, text);
    const running: Promise<void> = this.check(text, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) this.onState(stateOfResult(result), text);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const state = stateOfError(error);
        if (state.status === 'exception') this.broken = true;
        this.onState(state, text);
      },
    ).finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
  }
}
