import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_GLOSSARY_KEYS,
  BUILT_IN_GLOSSARY_TERMS,
  GLOSSARY_MESSAGES,
  newKeyword,
  validateGlossaryItem,
  validateGlossaryKeyword,
} from '@portal/rules';
import { descriptionPreview, GLOSSARY_PREVIEW_LENGTH, GLOSSARY_PROGRESS_DONE } from '../../web/src/lib/glossaryDisplay';
import { nextKeywordProgress } from '../../web/src/widgets/keywordProgress';
import { filterTerms } from '../../web/src/glossary/filterTerms';
import { addedText, editorReducer, matchesSearch } from '../../web/src/admin/glossary/editorMode';

describe('glossary rules', () => {
  it('GLOSS-009: a new keyword has visible=true and empty examples and notes', () => {
    expect(newKeyword()).toEqual({ title: '', description: '', path: '', visible: true, examples: [], notes: [] });
    expect(newKeyword({ visible: false }).visible).toBe(false);
  });

  it('GLOSS-010: the built-in set has the 16 keys of the spec, each with a title and a description', () => {
    expect([...BUILT_IN_GLOSSARY_KEYS]).toEqual([
      'bots_crawlers', 'contact_forms_sent', 'links_clicked_to_external_sites', 'map_directions_clicks',
      'mirus_metrics_vs_sf_metrics', 'page_views', 'page_views_by_device_type', 'page_views_by_referrer',
      'page_views_over_time', 'phone_clicks', 'sms_clicks', 'quote_starts', 'text_clicks', 'visits', 'your_page', 'campaign_ids',
    ]);
    expect(BUILT_IN_GLOSSARY_TERMS.map((t) => t.path)).toEqual([...BUILT_IN_GLOSSARY_KEYS]);
    for (const term of BUILT_IN_GLOSSARY_TERMS) {
      expect(term.title.trim(), term.path).not.toBe('');
      expect(descriptionPreview(term.description, Infinity).length, term.path).toBeGreaterThan(80);
      expect(validateGlossaryKeyword(term), term.path).toEqual({});
    }
    expect(BUILT_IN_GLOSSARY_TERMS.filter((t) => t.examples.length > 0).length).toBeGreaterThan(8);
  });

  it('GLOSS-002: mirus_metrics_vs_sf_metrics says plainly that the metrics differ from the insurer\'s', () => {
    const term = BUILT_IN_GLOSSARY_TERMS.find((t) => t.path === 'mirus_metrics_vs_sf_metrics')!;
    expect(term.description).toContain("The numbers in this portal are not the insurer's numbers, and they will differ.");
  });

  it('VALID-045: an empty title gives "Name is required"; the path must be a lowercase key and unique', () => {
    const good = { title: 'Visits', path: 'visits', examples: [], notes: [] };
    expect(validateGlossaryKeyword({ ...good, title: '  ' })).toEqual({ title: ['Name is required'] });
    expect(validateGlossaryKeyword({ ...good, path: '' })).toEqual({ path: [GLOSSARY_MESSAGES.path] });
    expect(validateGlossaryKeyword({ ...good, path: 'Page Views' })).toEqual({ path: [GLOSSARY_MESSAGES.pathFormat] });
    expect(validateGlossaryKeyword(good, ['visits'])).toEqual({ path: [GLOSSARY_MESSAGES.pathTaken] });
    expect(validateGlossaryKeyword({ ...good, examples: ['ok', ' '], notes: [''] })).toEqual({
      'examples.1': [GLOSSARY_MESSAGES.example],
      'notes.0': [GLOSSARY_MESSAGES.note],
    });
    expect(validateGlossaryItem('example', ' ')).toEqual({ text: [GLOSSARY_MESSAGES.example] });
    expect(validateGlossaryItem('note', 'x')).toEqual({});
  });

  it('GLOSS-012 / CONST-038: a 100-character description shows its first 60 characters plus "…"; tags are dropped', () => {
    expect(GLOSSARY_PREVIEW_LENGTH).toBe(60);
    const long = `<p>${'a'.repeat(100)}</p>`;
    expect(descriptionPreview(long)).toBe(`${'a'.repeat(60)}…`);
    expect(descriptionPreview('<p>Short &amp; <b>bold</b></p>')).toBe('Short & bold');
  });

  it('GLOSS-008: the unknown keyword sentence', () => {
    expect(GLOSSARY_MESSAGES.unknown('vists')).toBe('No keyword content was found for vists. Please check the spelling.');
  });

  it('GLOSS-006 / CONST-042: the loading percentage rises, stays below 100 while loading, and ends at 100', () => {
    let p = 0;
    const seen: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const next = nextKeywordProgress(p, false);
      expect(next).toBeGreaterThanOrEqual(p);
      p = next;
      seen.push(p);
    }
    expect(Math.max(...seen)).toBeLessThan(100);
    expect(nextKeywordProgress(p, true)).toBe(GLOSSARY_PROGRESS_DONE);
    expect(GLOSSARY_PROGRESS_DONE).toBe(100);
  });

  it('GLOSS-001: the page search keeps the terms whose title or key has every word typed', () => {
    const terms = BUILT_IN_GLOSSARY_TERMS;
    expect(filterTerms(terms, 'page views by').map((t) => t.path)).toEqual(['page_views_by_device_type', 'page_views_by_referrer']);
    expect(filterTerms(terms, 'SMS').map((t) => t.path)).toEqual(['sms_clicks']);
    expect(filterTerms(terms, '  ')).toHaveLength(16);
  });
});

describe('the glossary editor (web/src/admin/glossary)', () => {
  const term = { termId: '14', title: 'Visits', description: '<p>x</p>', path: 'visits', visible: true, examples: ['e'], notes: ['n'] };

  it('GLOSS-023: the mode reducer has the 3 modes: adding (new or copy), editing and deleting', () => {
    expect(editorReducer(null, { type: 'new' })).toEqual({ mode: 'adding', from: 'new', values: newKeyword() });
    expect(editorReducer(null, { type: 'copy', term })).toEqual({
      mode: 'adding',
      from: 'copy',
      values: { title: 'Visits (copy)', description: '<p>x</p>', path: '', visible: true, examples: ['e'], notes: ['n'] },
    });
    expect(editorReducer(null, { type: 'edit', term })).toEqual({ mode: 'editing', term });
    expect(editorReducer({ mode: 'editing', term }, { type: 'delete', term })).toEqual({ mode: 'deleting', term });
    expect(editorReducer({ mode: 'deleting', term }, { type: 'close' })).toBeNull();
  });

  it('GLOSS-011 / GLOSS-018: the search matches title or key; Add All reports how many it added', () => {
    expect(matchesSearch(term, 'VIS')).toBe(true);
    expect(matchesSearch({ ...term, title: 'Phone clicks', path: 'phone_clicks' }, 'phone clicks')).toBe(true);
    expect(matchesSearch(term, 'phone')).toBe(false);
    expect(addedText(2)).toBe('Added 2 built-in keywords.');
    expect(addedText(1)).toBe('Added 1 built-in keyword.');
    expect(addedText(0)).toBe('Every built-in keyword is already in the glossary; nothing was added.');
  });
});
