import { describe, expect, it } from 'vitest';
import { changedValues, displayValue, fieldStates } from '../../web/src/editor/fieldStates';
import { PATHS, sectionHref } from '../../web/src/routes/paths';
import { EDITOR_HISTORY_KEY, readHistory, recordVisit, visitDue, type HistoryStorage } from '../../web/src/editor/visitHistory';

function memoryStorage(): HistoryStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const CONFIG = { agent: { about: 'Default about' }, office: { phone: { onMicrosite: true } } };
const O = (id: number, status: string, value: string, time: string, subkey = '') => ({
  overrideId: id,
  pageKey: 'about',
  key: 'about-me',
  subkey,
  status,
  value,
  time,
});

describe('editor field states (EDITOR-008, web)', () => {
  it('EDITOR-008: the edit value is the newest override, live is the newest approved, else the default', () => {
    const [about] = fieldStates('about-me', 'about', CONFIG, [
      O(1, 'approved', 'Approved text', '2026-01-01T00:00:00Z'),
      O(2, 'pending', 'Draft text', '2026-02-01T00:00:00Z'),
    ]);
    expect(about).toMatchObject({ value: 'Draft text', status: 'pending', live: 'Approved text' });
    const [fresh] = fieldStates('about-me', 'about', CONFIG, []);
    expect(fresh).toMatchObject({ value: 'Default about', status: null, live: 'Default about' });
    const [onlyPending] = fieldStates('about-me', 'about', CONFIG, [O(3, 'pending', 'Draft', '2026-02-01T00:00:00Z')]);
    expect(onlyPending.live).toBe('Default about');
  });

  it('EDITOR-007: Save sends only the changed inputs, typed by their kind', () => {
    const states = fieldStates('agency-details', 'locations', { office: { name: 'A', address: 'B', landmark: 'C' } }, []);
    expect(changedValues(states, { name: 'A', address: 'New address' })).toEqual([
      { subkey: 'address', value: 'New address', type: 'text', allowedTerms: [] },
    ]);
    const toggles = fieldStates('phone-toggles', 'contact', CONFIG, []);
    expect(changedValues(toggles, { '': 'false' })).toEqual([{ subkey: '', value: 'false', type: 'boolean', allowedTerms: [] }]);
    expect(changedValues(toggles, {})).toEqual([]);
  });

  it('EDITOR-059: a change keeps the allowed terms of the field\'s newest override', () => {
    const states = fieldStates('about-me', 'about', CONFIG, [
      { ...O(1, 'approved', 'Old', '2026-01-01T00:00:00Z'), allowedTerms: ['Old term'] },
      { ...O(2, 'pending', 'Draft', '2026-02-01T00:00:00Z'), allowedTerms: ['State Farm', ' Good Neighbor '] },
    ]);
    expect(changedValues(states, { '': 'New text' })).toEqual([
      { subkey: '', value: 'New text', type: 'text', allowedTerms: ['State Farm', ' Good Neighbor '] },
    ]);
  });

  it('shows toggles as Shown/Hidden, selects by label and nothing as (empty)', () => {
    const [toggle] = fieldStates('maps', 'locations', CONFIG, []);
    expect(displayValue(toggle.field, 'true')).toBe('Shown');
    expect(displayValue(toggle.field, 'false')).toBe('Hidden');
    const [layout] = fieldStates('desktop-layout', 'home', CONFIG, []);
    expect(displayValue(layout.field, 'wide')).toBe('Wide');
    const [mission] = fieldStates('mission', 'about', CONFIG, []);
    expect(displayValue(mission.field, ' ')).toBe('(empty)');
  });
});

describe('editor visit history (EDITOR-048, EDITOR-049, web)', () => {
  it('EDITOR-048: a second visit within the threshold sends no second log; a later one does', () => {
    const storage = memoryStorage();
    const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);
    expect(visitDue(storage, 'A1', 'ex.com', t0)).toBe(true);
    recordVisit(storage, 'A1', 'ex.com', t0);
    expect(visitDue(storage, 'A1', 'ex.com', t0 + 3 * 60_000)).toBe(false);
    expect(visitDue(storage, 'A1', 'other.com', t0 + 3 * 60_000)).toBe(true);
    expect(visitDue(storage, 'A1', 'ex.com', t0 + 5 * 60_000)).toBe(true);
  });

  it('EDITOR-049: the history keeps 10 domains newest first in localStorage; bad data reads as empty', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 11; i++) recordVisit(storage, 'A1', `d${i}.com`, i);
    const history = readHistory(storage);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ domainName: 'd10.com', agentID: 'A1', timestamp: 10 });
    storage.setItem(EDITOR_HISTORY_KEY, '{not json');
    expect(readHistory(storage)).toEqual([]);
    expect(readHistory(null)).toEqual([]);
  });
});

describe('editor paths (ROUTE-040..045)', () => {
  it('builds the editor addresses', () => {
    expect(PATHS.editor.href({ agentID: 'A1', domainName: 'ex.com' })).toBe('/agents/A1/domains/ex.com/');
    expect(sectionHref({ agentID: 'A1', domainName: 'ex.com', pageKey: 'home', sectionKey: 'about-me' }, 'live')).toBe('/agents/A1/domains/ex.com/home/about-me/live/');
    expect(PATHS.nonEditable.href({ agentID: 'A1', domainName: 'ex.com', pageKey: 'home' })).toBe('/agents/A1/domains/ex.com/home/non-editable/');
  });
});

describe('editor loader (ROUTE-040..046)', () => {
  it('pages of one domain share the query; another domain or the same address again reloads it', async () => {
    const { shouldRevalidateEditor } = await import('../../web/src/editor/revalidate');
    const url = (p: string) => new URL(`http://x${p}`);
    const args = (from: string, to: string, fromDomain = 'ex.com', toDomain = 'ex.com') =>
      ({
        currentUrl: url(from),
        nextUrl: url(to),
        currentParams: { agentID: 'A1', domainName: fromDomain },
        nextParams: { agentID: 'A1', domainName: toDomain },
        defaultShouldRevalidate: true,
      }) as unknown as Parameters<typeof shouldRevalidateEditor>[0];
    expect(shouldRevalidateEditor(args('/a/', '/a/home/about-me/edit/'))).toBe(false);
    expect(shouldRevalidateEditor(args('/a/', '/b/', 'ex.com', 'other.com'))).toBe(true);
    expect(shouldRevalidateEditor(args('/a/', '/a/'))).toBe(true);
  });
});
