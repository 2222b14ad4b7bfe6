import { describe, expect, it, vi } from 'vitest';
import {
  COMPLIANCE_MESSAGES,
  IMAGE_FILE_TYPES,
  IMAGE_UPLOAD_TEXTS,
  imageTypeError,
  MESSAGES,
  normalizeReason,
  overrideFieldLabel,
  overrideValueKind,
  QUEUE_TEXTS,
  queueSelectionError,
  rejectReasonErrors,
  UPLOAD_CONTENT_TYPES,
  type UploadFileType,
} from '@portal/rules';
import { valueKindOf } from '../../web/src/lib/overrideValues';
import { findFlags, flagsOf } from '../../web/src/lib/flaggedWords';
import { htmlToLines } from '../../web/src/lib/richText';
import { diffSummary, wordDiff } from '../../web/src/lib/wordDiff';
import { decisionReport } from '../../web/src/overview/queue/decisionReport';
import { queueSearchOf, queueVariables, queueViewOf } from '../../web/src/overview/queue/queueSearch';
import { needsConfirmation, verdictState } from '../../web/src/overview/queue/verdict';
import { ComplianceScheduler, type ComplianceResult } from '../../web/src/widgets/complianceScheduler';

// Issue #25: the pure parts of the approval queue's review and of the editor's marks.

const RESULT: ComplianceResult = {
  checked: true,
  compliant: false,
  message: COMPLIANCE_MESSAGES.notCompliant,
  violations: [{ term: 'best rates', text: 'Best Rates', phrases: ['Best Rates', 'best rates'], categoryLabel: 'Superlatives', count: 2 }],
  generalViolations: [],
  sanitizer: ['4111 1111 1111 1111'],
  spelling: [{ word: 'familly', suggestions: ['family'] }],
  misspellingWarning: COMPLIANCE_MESSAGES.misspelled,
};

describe('the word-by-word difference (jsdiff)', () => {
  it('marks the words a change adds and removes, and counts them', () => {
    const parts = wordDiff('Alice has served Springfield since 2009.', 'Alice has helped Springfield families since 2009.');
    expect(parts.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text.trim()])).toEqual([
      ['removed', 'served'],
      ['added', 'helped'],
      ['added', 'families'],
    ]);
    expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe('Alice has helped Springfield families since 2009.');
    expect(diffSummary(parts)).toBe('2 words added, 1 word removed');
    expect(diffSummary(wordDiff('Same words.', 'Same  words.'))).toBe('No difference in the words');
  });

  it('compares what a reader sees of rich text: paragraphs and list items on lines, no markup', () => {
    expect(htmlToLines('<p>Hello &amp; <strong>welcome</strong></p><ul><li>Auto</li><li>Home</li></ul><p>A<br>B</p>')).toBe(
      'Hello & welcome\n• Auto\n• Home\nA\nB',
    );
    expect(htmlToLines('Plain text, < kept')).toBe('Plain text, < kept');
  });
});

describe('flagged words (ERR-098) in a text', () => {
  it('every phrase of a finding, text that is not allowed and misspellings, each with its hint', () => {
    expect(flagsOf(RESULT)).toEqual([
      { phrase: 'Best Rates', kind: 'reword', hint: 'Superlatives' },
      { phrase: 'best rates', kind: 'reword', hint: 'Superlatives' },
      { phrase: '4111 1111 1111 1111', kind: 'notAllowed', hint: COMPLIANCE_MESSAGES.notAllowed },
      { phrase: 'familly', kind: 'spelling', hint: `${COMPLIANCE_MESSAGES.didYouMean} family` },
    ]);
    expect(flagsOf(null)).toEqual([]);
  });

  it('finds whole words only, ignoring case, each occurrence once, compliance before spelling', () => {
    const text = 'The BEST RATES for your familly; bestrates and familly-run too.';
    expect(findFlags(text, flagsOf(RESULT)).map((r) => [text.slice(r.from, r.to), r.flag.kind])).toEqual([
      ['BEST RATES', 'reword'],
      ['familly', 'spelling'],
      ['familly', 'spelling'],
    ]);
    expect(findFlags('a.b (c) [d]', [{ phrase: '(c)', kind: 'reword', hint: '' }])).toHaveLength(1);
  });
});

describe('the queue page in its address (issue #25)', () => {
  it('reads filters, order and page from the search, and writes defaults as nothing', () => {
    const view = queueViewOf(new URLSearchParams('agent=A1001&domain=x.example&section=mission&order=newest&page=3&rows=25'));
    expect(view).toEqual({ agent: 'A1001', domain: 'x.example', section: 'mission', order: 'newest', page: 3, rows: 25 });
    expect(queueVariables(view)).toEqual({ agentId: 'A1001', domainName: 'x.example', sectionKey: 'mission', order: 'newest', first: 25, offset: 50 });
    expect(queueSearchOf(view)).toBe('?agent=A1001&domain=x.example&section=mission&order=newest&rows=25&page=3');
    const plain = queueViewOf(new URLSearchParams('order=sideways&page=-2&rows=7'));
    expect(plain).toEqual({ agent: null, domain: null, section: null, order: 'oldest', page: 1, rows: 10 });
    expect(queueSearchOf(plain)).toBe('');
    expect(queueVariables({ ...plain, rows: 'All' })).toMatchObject({ first: null, offset: 0 });
  });
});

describe('decisions in words (D-171)', () => {
  const names = (id: string) => ({ a: 'Mission on a.example', b: 'About Me on b.example' })[id] ?? id;

  it('says how many went through and why each other did not; those stay selected', () => {
    expect(decisionReport('approve', [{ id: 'a', ok: true }, { id: 'b', ok: true }], names)).toEqual({ text: 'Approved 2 changes.', failedIds: [] });
    expect(
      decisionReport('reject', [{ id: 'a', ok: true }, { id: 'b', ok: false, failure: QUEUE_TEXTS.gone }], names),
    ).toEqual({
      text: `Rejected 1 change. 1 change was not rejected and stays selected: About Me on b.example: ${QUEUE_TEXTS.gone}.`,
      failedIds: ['b'],
    });
    expect(decisionReport('approve', [{ id: 'a', ok: false, failure: MESSAGES.overrideSave }], names).text).toBe(
      `No change was approved. Mission on a.example: ${MESSAGES.overrideSave}.`,
    );
  });

  it('asks before approving a change whose check failed or could not run, and shows its findings as the editor does', () => {
    expect(['compliant', 'notCompliant', 'notChecked', 'notAText'].filter(needsConfirmation)).toEqual(['notCompliant', 'notChecked']);
    expect(verdictState({ outcome: 'notCompliant', message: 'x', check: RESULT })).toEqual({ status: 'notCompliant', result: RESULT });
    expect(verdictState({ outcome: 'notChecked', message: 'down', check: null })).toEqual({ status: 'serviceError', message: 'down' });
    expect(verdictState({ outcome: 'notAText', message: QUEUE_TEXTS.notAText, check: null })).toEqual({ status: 'idle' });
  });
});

describe('the rules of a decision (D-170, D-171)', () => {
  it('a reason is optional, trimmed, at most 500 characters; 1 to 50 changes at a time', () => {
    expect(normalizeReason('  Fix it.  ')).toBe('Fix it.');
    expect(normalizeReason('   ')).toBeNull();
    expect(rejectReasonErrors({ reason: ` ${'x'.repeat(500)} ` })).toEqual({});
    expect(rejectReasonErrors({ reason: 'x'.repeat(501) })).toEqual({ reason: [QUEUE_TEXTS.reasonTooLong] });
    expect(queueSelectionError([])).toBe(QUEUE_TEXTS.noneChosen);
    expect(queueSelectionError(Array.from({ length: 51 }, String))).toBe(QUEUE_TEXTS.tooMany);
    expect(queueSelectionError(['1'])).toBeNull();
  });

  it('a change reads by its section and input: rich, plain, image, switch or choice', () => {
    expect(overrideValueKind('about-me', '', 'text')).toBe('rich');
    expect(overrideValueKind('page-title', '', 'text')).toBe('plain');
    expect(overrideValueKind('designations', '', 'text')).toBe('plain');
    expect(overrideValueKind('agent-image', '', 'image')).toBe('image');
    expect(overrideValueKind('team-members', 'members.1.on_microsite', 'boolean')).toBe('toggle');
    expect(overrideValueKind('desktop-layout', '', 'text')).toBe('choice');
    expect(overrideFieldLabel('contact-me', 'heading')).toBe('Heading');
    expect(overrideFieldLabel('mission', '')).toBeNull();
    expect(overrideFieldLabel('team-members', 'members.1.image')).toBe('Photo of team member 2');
    expect(valueKindOf('something new')).toBe('plain');
  });
});

describe('image upload messages agree (issue #25)', () => {
  it('VALID-013 VALID-022: the unrecognised-file message names only the types an upload takes, never a refused one', () => {
    const refused = (Object.keys(UPLOAD_CONTENT_TYPES) as UploadFileType[]).filter((t) => imageTypeError(t) !== null);
    expect(refused).toEqual(['pdf']);
    for (const type of refused) expect(IMAGE_UPLOAD_TEXTS.unrecognised).not.toMatch(new RegExp(`\\b${type}\\b`, 'i'));
    for (const type of IMAGE_FILE_TYPES) expect(IMAGE_UPLOAD_TEXTS.unrecognised.toLowerCase()).toContain(type);
  });
});

describe('one action saves a checked text (issue #25, EDITOR-052, EDITOR-055)', () => {
  it('settle checks a text still waiting for the pause at once, and gives its state', async () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn(async () => ({ ...RESULT, compliant: true, message: MESSAGES.compliant }));
      const scheduler = new ComplianceScheduler(check, () => undefined);
      scheduler.edit('New words', 'Old words');
      expect(check).not.toHaveBeenCalled();
      const settled = await scheduler.settle();
      expect(check).toHaveBeenCalledTimes(1);
      expect(settled.text).toBe('New words');
      expect(settled.state.status).toBe('accepted');
      // Nothing waits: settle gives the state as it is, with no second check.
      expect((await scheduler.settle()).state.status).toBe('accepted');
      expect(check).toHaveBeenCalledTimes(1);
      // The 800 ms timer of the first edit does not check again.
      await vi.advanceTimersByTimeAsync(1000);
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('settle waits for the check in flight; a failing text settles as not compliant', async () => {
    let answer: (result: ComplianceResult) => void = () => undefined;
    const check = vi.fn(() => new Promise<ComplianceResult>((resolve) => (answer = resolve)));
    const scheduler = new ComplianceScheduler(check, () => undefined, 0);
    scheduler.edit('Best rates', '');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check).toHaveBeenCalledTimes(1);
    const settling = scheduler.settle();
    answer(RESULT);
    expect((await settling).state.status).toBe('notCompliant');
  });
});
