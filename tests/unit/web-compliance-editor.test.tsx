import { ChakraProvider } from '@chakra-ui/react';
import { COMPLIANCE_MESSAGES, editorTypeError, MESSAGES, textEditorTypeOf } from '@portal/rules';
import { COMPLIANCE_DEBOUNCE_MS, COMPLIANCE_DISCLAIMER, complianceEditorSize } from '../../web/src/lib/complianceDisplay';
import { isSingleLineText } from '../../web/src/editor/singleLineText';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireEditorType } from '../../gateway/src/lib/complianceCheck';
import checkNode, { type complianceCheckTextMutation } from '../../web/src/__generated__/complianceCheckTextMutation.graphql';
import { editorInitialized } from '../../web/src/editor/initializing';
import { htmlToText, isHtml } from '../../web/src/lib/richText';
import { commitCancellable } from '../../web/src/relay/commitCancellable';
import { environment } from '../../web/src/relay/environment';
import { GraphQLRequestError } from '../../web/src/relay/GraphQLRequestError';
import { ComplianceDisclaimer } from '../../web/src/widgets/ComplianceDisclaimer';
import {
  ComplianceScheduler,
  needsNoCheck,
  spellingStatus,
  stateOfError,
  stateOfResult,
  type ComplianceResult,
  type ComplianceState,
} from '../../web/src/widgets/complianceScheduler';
import { ComplianceStatus } from '../../web/src/widgets/ComplianceStatus';
import { plainToHtml } from '../../web/src/widgets/TextEditor';
import { textEditorFrameStyle } from '../../web/src/widgets/textEditorStyle';
import { system } from '../../web/src/theme/system';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<ChakraProvider value={system}>{node}</ChakraProvider>).replace(/<style[^>]*>.*?<\/style>/g, '');

const PASSED: ComplianceResult = {
  checked: true,
  compliant: true,
  message: MESSAGES.compliant,
  violations: [],
  generalViolations: [],
  sanitizer: [],
  spelling: [],
  misspellingWarning: null,
};

describe('web: the compliance scheduler (EDITOR-052..054)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('EDITOR-052 CONST-037: three quick edits send one check, 800 ms after the last, with the last text', async () => {
    const check = vi.fn(async () => PASSED);
    const states: string[] = [];
    const scheduler = new ComplianceScheduler(check, (s) => states.push(s.status));
    scheduler.edit('W', 'old');
    await vi.advanceTimersByTimeAsync(300);
    scheduler.edit('We', 'old');
    await vi.advanceTimersByTimeAsync(300);
    scheduler.edit('We help', 'old');
    await vi.advanceTimersByTimeAsync(799);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]).toEqual(['We help', expect.any(AbortSignal)]);
    expect(states.slice(-2)).toEqual(['checking', 'accepted']);
  });

  it('EDITOR-053: unchanged or blank text passes with no check', async () => {
    const check = vi.fn(async () => PASSED);
    const states: ComplianceState[] = [];
    const scheduler = new ComplianceScheduler(check, (s) => states.push(s));
    scheduler.edit('<p>Same</p>', '<p>Same</p>');
    scheduler.edit('<p></p>', '<p>Same</p>');
    scheduler.edit('   ', 'x');
    await vi.advanceTimersByTimeAsync(2000);
    expect(check).not.toHaveBeenCalled();
    expect(states.map((s) => s.status)).toEqual(['idle', 'idle', 'idle']);
    expect(needsNoCheck('<p>&nbsp;</p>', 'x')).toBe(true);
    expect(needsNoCheck('<p>New</p>', 'x')).toBe(false);
  });

  describe('EDITOR-054 through Relay and the network layer', () => {
    let signals: AbortSignal[];
    beforeEach(() => {
      signals = [];
      vi.stubGlobal('document', { cookie: 'csrftoken=tok' });
      vi.stubGlobal('fetch', (_url: string, init: { signal: AbortSignal }) => {
        signals.push(init.signal);
        // The gateway answers only after a while: the request is still open when the next check starts.
        return new Promise<Response>((_resolve, reject) => {
          init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('EDITOR-054: the first request is aborted (its fetch signal fires) when a second check starts', async () => {
      const input = (text: string) => ({ agentId: 'A1001', domainName: 'alice-insurance.example', text, allowedTerms: [], editorType: 'plain' });
      const check = (text: string, signal: AbortSignal) =>
        commitCancellable<complianceCheckTextMutation>(environment, checkNode, { input: input(text) }, signal).then(
          (r) => r.checkCompliance,
        );
      const scheduler = new ComplianceScheduler(check, () => undefined);
      scheduler.edit('We help families.', '');
      await vi.advanceTimersByTimeAsync(800);
      expect(signals).toHaveLength(1);
      expect(signals[0].aborted).toBe(false);
      scheduler.edit('We help families every day.', '');
      await vi.advanceTimersByTimeAsync(800);
      expect(signals).toHaveLength(2);
      expect(signals[0].aborted).toBe(true);
      expect(signals[1].aborted).toBe(false);
      scheduler.cancel();
      expect(signals[1].aborted).toBe(true);
    });
  });

  it('EDITOR-061 ERR-095: after an exception the text stays read-only: no more checks', async () => {
    const check = vi.fn(async () => {
      throw new GraphQLRequestError([{ message: MESSAGES.complianceEditor, extensions: { code: 'UPSTREAM_ERROR' } }]);
    });
    const states: ComplianceState[] = [];
    const scheduler = new ComplianceScheduler(check, (s) => states.push(s));
    scheduler.edit('One', '');
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toEqual({ status: 'exception', message: MESSAGES.complianceEditor });
    scheduler.edit('Two', '');
    await vi.advanceTimersByTimeAsync(800);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('web: compliance states and their words', () => {
  it('EDITOR-056 VALID-053: a spelling failure with a compliance pass is still accepted, with the warning', () => {
    const result = { ...PASSED, spelling: [{ word: 'severall', suggestions: ['several'] }], misspellingWarning: COMPLIANCE_MESSAGES.misspelled };
    const state = stateOfResult(result);
    expect(state.status).toBe('accepted');
    expect(spellingStatus(state)).toBe('failed');
    expect(spellingStatus(stateOfResult(PASSED))).toBe('passed');
    expect(spellingStatus({ status: 'checking' })).toBe('unchecked');
    const html = render(<ComplianceStatus state={state} />);
    expect(html).toContain(MESSAGES.compliant);
    expect(html).toContain(COMPLIANCE_MESSAGES.misspelled);
    expect(html).toContain('Did you mean... several');
  });

  it('VALID-049 ERR-098: violations, sanitizer hits and hints in words', () => {
    const result: ComplianceResult = {
      ...PASSED,
      compliant: false,
      message: COMPLIANCE_MESSAGES.notCompliant,
      violations: [{ term: 'best rates', text: 'best rates', categoryLabel: 'Superlatives and unprovable comparisons', count: 1 }],
      generalViolations: ['This text must be written in English.'],
      sanitizer: ['4111 1111 1111 1111'],
      spelling: [{ word: 'qzxv', suggestions: [] }],
    };
    const html = render(<ComplianceStatus state={stateOfResult(result)} />);
    expect(html).toContain(COMPLIANCE_MESSAGES.notCompliant);
    expect(html).toContain(COMPLIANCE_MESSAGES.wordsToReword);
    expect(html).toContain(COMPLIANCE_MESSAGES.generalToAddress);
    expect(html).toContain(`4111 1111 1111 1111”</span>: ${COMPLIANCE_MESSAGES.notAllowed}`);
    expect(html).toContain(COMPLIANCE_MESSAGES.mayBeMisspelled);
    expect(html).toContain('aria-live="polite"');
  });

  it("ERR-099 and ERR-095 are told apart by the gateway's code (SERVICE_UNAVAILABLE or not); ERR-099 keeps its double spaces", () => {
    const down = stateOfError(new GraphQLRequestError([{ message: MESSAGES.complianceVendorDown, extensions: { code: 'SERVICE_UNAVAILABLE' } }]));
    expect(down).toEqual({ status: 'serviceError', message: MESSAGES.complianceVendorDown });
    expect(render(<ComplianceStatus state={down} />)).toContain('Sorry!  The compliance vendor is not currently responding.  Please try again later.');
    const failed = stateOfError(new GraphQLRequestError([{ message: MESSAGES.complianceEditor, extensions: { code: 'UPSTREAM_ERROR' } }]));
    expect(failed.status).toBe('exception');
  });

  it('EDITOR-051: checking shows "Checking compliance..."; EDITOR-060 VALID-052: the disclaimer', () => {
    expect(render(<ComplianceStatus state={{ status: 'checking' }} />)).toContain(COMPLIANCE_MESSAGES.checking);
    expect(render(<ComplianceDisclaimer />)).toContain(COMPLIANCE_DISCLAIMER.replace("'", '&#x27;'));
  });
});

describe('web: the text editor', () => {
  it('EDITOR-062 CONST-040 CONST-041: 50rem wide at most (the full width on a phone), 300px high by default, 200px in the helper', () => {
    const style = textEditorFrameStyle();
    expect(style.frame.maxWidth).toBe('50rem');
    expect(style.frame.width).toBe('100%');
    expect(style.content.height).toBe('300px');
    expect(textEditorFrameStyle('200px').content.height).toBe('200px');
  });

  it('a plain value becomes escaped paragraphs, one per line', () => {
    expect(plainToHtml('A < B\nSecond')).toBe('<p>A &lt; B</p><p>Second</p>');
    expect(plainToHtml('')).toBe('');
  });

  it('D-110 D-173: single-line texts are plain and on one line, descriptions rich, lists and the meta description plain', () => {
    const field = (kind: 'text' | 'textarea' | 'url', maxLength?: number) => ({ subkey: '', label: 'x', kind, maxLength, defaultValue: '' });
    expect(textEditorTypeOf('contact-me', field('text'))).toBe('plain');
    expect(textEditorTypeOf('about-me', field('textarea'))).toBe('rich');
    expect(textEditorTypeOf('designations', field('textarea'))).toBe('plain');
    expect(textEditorTypeOf('meta-description', field('textarea', 160))).toBe('plain');
    expect(textEditorTypeOf('social', field('url'))).toBeNull();
    expect(isSingleLineText(field('text'))).toBe(true);
    expect(isSingleLineText(field('textarea'))).toBe(false);
  });

  it('a rich value reads as text in a status line', () => {
    expect(isHtml('<p>Hello &amp; welcome</p><ul><li>One</li></ul>')).toBe(true);
    expect(htmlToText('<p>Hello &amp; welcome</p><ul><li>One</li></ul>')).toBe('Hello & welcome One');
    expect(htmlToText('A < B')).toBe('A < B');
  });

  it('VALID-054: editorType "markdown" is refused before any call', () => {
    expect(editorTypeError('markdown')).toBe(COMPLIANCE_MESSAGES.editorType);
    expect(() => requireEditorType('markdown')).toThrow(COMPLIANCE_MESSAGES.editorType);
    expect(requireEditorType('rich')).toBe('rich');
  });
});

describe('web: the editor initializing (EDITOR-004)', () => {
  it('EDITOR-004: initializing stays true until the 4th of config, visit log, overrides and tree has loaded', async () => {
    const parts = ['config', 'visitLog', 'overrides', 'tree'] as const;
    const resolvers: Record<string, () => void> = {};
    const promises = Object.fromEntries(
      parts.map((p) => [p, new Promise<void>((resolve) => (resolvers[p] = resolve))]),
    ) as Record<(typeof parts)[number], Promise<void>>;
    let initializing = true;
    void editorInitialized(promises).then(() => (initializing = false));
    for (const part of ['tree', 'config', 'overrides']) {
      resolvers[part]();
      await new Promise((r) => setTimeout(r, 0));
      expect(initializing).toBe(true);
    }
    resolvers.visitLog();
    await new Promise((r) => setTimeout(r, 0));
    expect(initializing).toBe(false);
  });

  it('EDITOR-004: a failed part (the visit log) still ends initializing', async () => {
    const ok = Promise.resolve();
    await expect(editorInitialized({ config: ok, overrides: ok, tree: ok, visitLog: Promise.reject(new Error('x')) })).resolves.toBeUndefined();
  });
});

describe('the checked editor\'s constants (VALID-052, CONST-037, CONST-040, CONST-041)', () => {
  it('VALID-052: the disclaimer names every kind of data the text may not contain', () => {
    for (const kind of ['Social Security', 'tax ID', 'Social Insurance', "driver's license", 'financial account', 'card numbers', 'health', 'medical']) {
      expect(COMPLIANCE_DISCLAIMER).toContain(kind);
    }
  });

  it('CONST-037: the debounce is 800 ms', () => {
    expect(COMPLIANCE_DEBOUNCE_MS).toBe(800);
  });

  it('CONST-040, CONST-041: the editor is 50rem wide and 300px high by default; the helper passes 200px', () => {
    expect(complianceEditorSize()).toEqual({ width: '50rem', height: '300px' });
    expect(complianceEditorSize('editor')).toEqual({ width: '50rem', height: '300px' });
    expect(complianceEditorSize('helper')).toEqual({ width: '50rem', height: '200px' });
  });
});
