import { newKeyword, type GlossaryKeyword } from '@portal/rules';

/** A term as the editor holds it. */
export interface EditorTerm extends GlossaryKeyword {
  termId: string;
}

/** GLOSS-023: the editor's three modes (decision D-103); null while no dialog is open. */
export type EditorMode =
  | { mode: 'adding'; from: 'new' | 'copy'; values: GlossaryKeyword }
  | { mode: 'editing'; term: EditorTerm }
  | { mode: 'deleting'; term: EditorTerm }
  | null;

export type EditorAction =
  | { type: 'new' }
  | { type: 'copy'; term: EditorTerm }
  | { type: 'edit'; term: EditorTerm }
  | { type: 'delete'; term: EditorTerm }
  | { type: 'close' };

/**
 * GLOSS-016, GLOSS-019, GLOSS-023: New Keyword adds an empty term; copy adds one prefilled from the row, named
 * "{title} (copy)" with an empty path (paths are unique: the user gives the copy its own); edit and delete act on the row.
 */
export function editorReducer(_state: EditorMode, action: EditorAction): EditorMode {
  switch (action.type) {
    case 'new':
      return { mode: 'adding', from: 'new', values: newKeyword() };
    case 'copy': {
      const { termId: _id, ...term } = action.term;
      return { mode: 'adding', from: 'copy', values: newKeyword({ ...term, title: `${term.title} (copy)`, path: '' }) };
    }
    case 'edit':
      return { mode: 'editing', term: action.term };
    case 'delete':
      return { mode: 'deleting', term: action.term };
    case 'close':
      return null;
  }
}

/** The editor table's search (GLOSS-011): every word typed in the title or the key, as on the glossary page. */
export function matchesSearch(term: Pick<GlossaryKeyword, 'title' | 'path'>, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${term.title} ${term.path} ${term.path.replace(/_/g, ' ')}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** "Add All keywords" reports what it did (GLOSS-018). */
export function addedText(added: number): string {
  if (added === 0) return 'Every built-in keyword is already in the glossary; nothing was added.';
  return `Added ${added} built-in ${added === 1 ? 'keyword' : 'keywords'}.`;
}
