import { Extension } from '@tiptap/react';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { findFlags, type Flag } from '../lib/flaggedWords';

/** The plugin's key: a transaction carrying Flag[] under it marks those phrases anew. */
export const complianceMarksKey = new PluginKey<DecorationSet>('complianceMarks');

/** Each textblock's text with the document position of each character (line breaks count as one). */
function marksOf(doc: PmNode, flags: readonly Flag[]): DecorationSet {
  if (flags.length === 0) return DecorationSet.empty;
  const decorations: Decoration[] = [];
  doc.descendants((block, blockPos) => {
    if (!block.isTextblock) return true;
    let text = '';
    const positions: number[] = [];
    block.forEach((child, offset) => {
      const start = blockPos + 1 + offset;
      const piece = child.isText ? (child.text ?? '') : '\n';
      for (let i = 0; i < piece.length; i++) positions.push(start + (child.isText ? i : 0));
      text += piece;
    });
    for (const r of findFlags(text, flags)) {
      decorations.push(
        Decoration.inline(
          positions[r.from]!,
          positions[r.to - 1]! + 1,
          { class: 'compliance-flag', 'data-flag': r.flag.kind, title: r.flag.hint },
          { flag: r.flag },
        ),
      );
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

/** The flagged phrase the caret (or the start of the selection) is in, for the hint beside the text. */
export function flagAtSelection(state: EditorState): Flag | null {
  const set = complianceMarksKey.getState(state);
  if (!set) return null;
  const { from } = state.selection;
  const found = set.find(from, from, (spec: { flag?: Flag }) => spec.flag !== undefined)[0];
  return (found?.spec as { flag?: Flag } | undefined)?.flag ?? null;
}

/**
 * Issue #25: the compliance check's flagged words marked in the text as decorations, never as content (the value the
 * editor hands out is untouched). New findings replace the marks; typing moves them with the text it edits.
 */
export const ComplianceMarks = Extension.create({
  name: 'complianceMarks',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: complianceMarksKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const flags = tr.getMeta(complianceMarksKey) as readonly Flag[] | undefined;
            if (flags) return marksOf(tr.doc, flags);
            return tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
          },
        },
        props: {
          decorations(state) {
            return complianceMarksKey.getState(state);
          },
        },
      }),
    ];
  },
});

/** Decision D-173: a single-line text takes no Enter (nor Shift+Enter); pasted lines become one. */
export const SingleLine = Extension.create({
  name: 'singleLine',
  addKeyboardShortcuts() {
    return { Enter: () => true, 'Shift-Enter': () => true, 'Mod-Enter': () => true };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          transformPastedText: (text) => text.replace(/\s*[\r\n]+\s*/g, ' '),
          transformPastedHTML: (html) => html.replace(/<\/?(p|div|br|li|ul|ol|h\d)\b[^>]*>/gi, ' '),
        },
      }),
    ];
  },
});
