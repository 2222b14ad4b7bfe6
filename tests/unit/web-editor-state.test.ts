import { describe, expect, it } from 'vitest';
import { sectionLabel } from '@portal/rules';
import { editorTitle } from '../../web/src/editor/editorTitle';
import { EDITOR_STATUS_HIDE_MS } from '../../web/src/editor/saveStatus';
import { currentOverride, liveOverride } from '../../web/src/editor/overrideChoice';
import {
  addToHistory,
  EDITOR_HISTORY_MAX,
  type EditorHistoryEntry,
  shouldLogVisit,
  VISIT_LOG_THRESHOLD,
} from '../../web/src/editor/visitLog';

// The editor's own state in the browser (moved with its code from rules/src/editor.ts, issue #23 §3).

describe('the edit view (ROUTE-046, EDITOR-008)', () => {
  it('ROUTE-046: titles read "{label} Editor for {domain}"', () => {
    expect(editorTitle(sectionLabel('contact-me'), 'ex.com')).toBe('Contact Us Editor for ex.com');
  });

  it('EDITOR-008: the edit value is the newest override; live shows only the newest approved', () => {
    const list = [
      { overrideId: 1, pageKey: 'home', key: 'about-me', subkey: '', status: 'approved', value: 'old live', time: '2026-01-01T00:00:00Z' },
      { overrideId: 2, pageKey: 'home', key: 'about-me', subkey: '', status: 'approved', value: 'live', time: '2026-02-01T00:00:00Z' },
      { overrideId: 3, pageKey: 'home', key: 'about-me', subkey: '', status: 'pending', value: 'draft', time: '2026-03-01T00:00:00Z' },
      { overrideId: 4, pageKey: 'about', key: 'about-me', subkey: '', status: 'pending', value: 'other page', time: '2026-04-01T00:00:00Z' },
    ];
    expect(currentOverride(list, 'home', 'about-me', '')?.value).toBe('draft');
    expect(liveOverride(list, 'home', 'about-me', '')?.value).toBe('live');
    expect(liveOverride(list, 'about', 'about-me', '')).toBeUndefined();
  });
});

describe('visit log and history (EDITOR-048, EDITOR-049, CONST-014, CONST-015)', () => {
  const MIN = 60_000;
  it('CONST-014 EDITOR-048: a second visit within the threshold sends no second log', () => {
    expect(VISIT_LOG_THRESHOLD).toBe(4);
    expect(shouldLogVisit(null, 0)).toBe(true);
    expect(shouldLogVisit(0, 4 * MIN)).toBe(false);
    expect(shouldLogVisit(0, 4.4 * MIN)).toBe(false);
    expect(shouldLogVisit(0, 4.5 * MIN)).toBe(true);
    expect(shouldLogVisit(0, 60 * MIN)).toBe(true);
  });

  it('CONST-015 EDITOR-049: after 11 visits the history length is 10, newest first, the oldest dropped', () => {
    let history: EditorHistoryEntry[] = [];
    for (let i = 0; i < 11; i++) history = addToHistory(history, { domainName: `d${i}.example`, agentID: 'A1', timestamp: i });
    expect(EDITOR_HISTORY_MAX).toBe(10);
    expect(history).toHaveLength(10);
    expect(history[0].domainName).toBe('d10.example');
    expect(history.map((h) => h.domainName)).not.toContain('d0.example');
    history = addToHistory(history, { domainName: 'd5.example', agentID: 'A1', timestamp: 99 });
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ domainName: 'd5.example', agentID: 'A1', timestamp: 99 });
    expect(history.filter((h) => h.domainName === 'd5.example')).toHaveLength(1);
  });
});

describe('save status (EDITOR-010, CONST-011)', () => {
  // The edit view gives the one save indicator this time (web/src/lib/saveIndicator.ts, tested there).
  it('CONST-011: the editor says saved, or why not, for 6000 ms', () => {
    expect(EDITOR_STATUS_HIDE_MS).toBe(6000);
  });
});
