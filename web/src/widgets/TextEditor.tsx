import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { type ComplianceEditorType } from '@portal/rules';
import { complianceEditorSize } from '../lib/complianceDisplay';
import { cspNonce } from '../lib/cspNonce';
import type { Flag } from '../lib/flaggedWords';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { ComplianceMarks, complianceMarksKey, flagAtSelection, SingleLine } from './complianceMarks';
import { textEditorFrameStyle } from './textEditorStyle';

export interface TextEditorProps {
  value: string;
  onChange(value: string): void;
  editorType: ComplianceEditorType;
  /** CONST-041: 300px in the content editor (the default), 200px in the Compliance Helper. */
  height?: string;
  readOnly?: boolean;
  /** The accessible name of the text box. */
  label: string;
  id?: string;
  /** The ids of what describes the text box: the compliance disclaimer, the counter, the check's status. */
  describedBy?: string;
  /** Phrases the last compliance check flagged: marked in the text (decorations, never content), issue #25. */
  flags?: readonly Flag[];
  /** A one-line text (titles, headings, names): no Enter, no fixed height (decision D-173). Plain only. */
  singleLine?: boolean;
  /** Shown inside the frame under the text, in view while typing (the check's verdict). */
  footer?: ReactNode;
}

/** Rich text keeps the formatting the sites use (D-105); everything the sanitizer would drop is left out. */
const RICH = StarterKit.configure({
  heading: false,
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  link: { openOnClick: false, autolink: false },
});

/** Plain text: paragraphs (and line breaks) only, so pasted formatting is dropped. */
const PLAIN = StarterKit.configure({
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  code: false,
  codeBlock: false,
  blockquote: false,
  heading: false,
  horizontalRule: false,
  bulletList: false,
  orderedList: false,
  listItem: false,
  listKeymap: false,
  link: false,
});

/** A one-line plain text: one paragraph, no line breaks (decision D-173). */
const SINGLE_LINE = StarterKit.configure({
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  code: false,
  codeBlock: false,
  blockquote: false,
  heading: false,
  horizontalRule: false,
  bulletList: false,
  orderedList: false,
  listItem: false,
  listKeymap: false,
  link: false,
  hardBreak: false,
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A plain value becomes one paragraph per line inside the editor. */
export function plainToHtml(text: string): string {
  return text === '' ? '' : text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

/** What the editor hands out: sanitized HTML (rich) or the text with paragraphs joined by newlines (plain). */
function valueOf(editor: Editor, editorType: ComplianceEditorType, singleLine: boolean): string {
  if (singleLine) return editor.getText({ blockSeparator: ' ' });
  if (editorType === 'plain') return editor.getText({ blockSeparator: '\n' });
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());
}

function contentOf(value: string, editorType: ComplianceEditorType): string {
  return editorType === 'plain' ? plainToHtml(value) : sanitizeHtml(value);
}

function attributesOf(label: string, readOnly: boolean, singleLine: boolean, id?: string, describedBy?: string): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': singleLine ? 'false' : 'true',
    'aria-label': label,
    'aria-readonly': readOnly ? 'true' : 'false',
    ...(id ? { id } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/**
 * The text editor of every compliance-checked text (EDITOR-051, CONST-040/041): Tiptap (decision D-105), rich text
 * with a small toolbar or plain text. Lazy-load it (React.lazy) where it is used: Tiptap stays out of the first load.
 */
export default function TextEditor({
  value,
  onChange,
  editorType,
  height,
  readOnly = false,
  label,
  id,
  describedBy,
  flags,
  singleLine = false,
  footer,
}: TextEditorProps) {
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor(
    {
      extensions: [singleLine ? SINGLE_LINE : editorType === 'rich' ? RICH : PLAIN, ComplianceMarks, ...(singleLine ? [SingleLine] : [])],
      content: contentOf(value, editorType),
      editable: !readOnly,
      immediatelyRender: true,
      // Tiptap's own <style> element carries the page's CSP nonce (decision D-160).
      injectNonce: cspNonce(),
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: attributesOf(label, readOnly, singleLine, id, describedBy) },
      onUpdate: ({ editor: current }) => {
        const next = valueOf(current, editorType, singleLine);
        if (next === emitted.current) return;
        emitted.current = next;
        onChangeRef.current(next);
      },
    },
    [editorType, singleLine],
  );

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(contentOf(value, editorType), { emitUpdate: false });
  }, [editor, value, editorType]);

  useEffect(() => {
    editor.setEditable(!readOnly, false);
    editor.setOptions({ editorProps: { attributes: attributesOf(label, readOnly, singleLine, id, describedBy) } });
  }, [editor, readOnly, label, singleLine, id, describedBy]);

  // New findings mark the text anew; until then the marks move with the edits (issue #25).
  const flagsKey = JSON.stringify(flags ?? []);
  useEffect(() => {
    editor.view.dispatch(editor.state.tr.setMeta(complianceMarksKey, JSON.parse(flagsKey) as Flag[]));
  }, [editor, flagsKey]);

  const style = textEditorFrameStyle(singleLine ? 'auto' : (height ?? complianceEditorSize('editor').height), singleLine);
  return (
    <Box {...style.frame} data-readonly={readOnly || undefined}>
      {editorType === 'rich' && !singleLine && !readOnly && <Toolbar editor={editor} label={label} />}
      <Box {...style.content}>
        <EditorContent editor={editor} />
      </Box>
      <CaretHint editor={editor} />
      {footer && (
        <Box borderTopWidth="1px" borderColor="border" px="3" py="1.5" fontSize="sm">
          {footer}
        </Box>
      )}
    </Box>
  );
}

/** The hint of the flagged phrase the caret is in (the mouse gets the same from the mark's title), announced politely. */
function CaretHint({ editor }: { editor: Editor }) {
  const flag = useEditorState({ editor, selector: ({ editor: e }) => (e.isFocused ? flagAtSelection(e.state) : null) });
  return (
    <Text aria-live="polite" data-caret-hint="" fontSize="sm" px="3" py={flag ? '1' : '0'} borderTopWidth={flag ? '1px' : '0'} borderColor="border">
      {flag ? `“${flag.phrase}”: ${flag.hint}` : ''}
    </Text>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });
  const buttons = [
    { key: 'bold', text: 'B', name: 'Bold', run: () => editor.chain().focus().toggleBold().run(), fontWeight: 'bold' },
    { key: 'italic', text: 'I', name: 'Italic', run: () => editor.chain().focus().toggleItalic().run(), fontStyle: 'italic' },
    { key: 'bulletList', text: '• List', name: 'Bulleted list', run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', text: '1. List', name: 'Numbered list', run: () => editor.chain().focus().toggleOrderedList().run() },
  ] as const;
  return (
    <HStack role="toolbar" aria-label={`Formatting: ${label}`} gap="1" p="1" borderBottomWidth="1px" borderColor="border">
      {buttons.map((b) => (
        <Button
          key={b.key}
          size="xs"
          variant={active[b.key] ? 'solid' : 'ghost'}
          aria-label={b.name}
          aria-pressed={active[b.key]}
          title={b.name}
          onMouseDown={(e) => e.preventDefault()}
          onClick={b.run}
          fontWeight={'fontWeight' in b ? b.fontWeight : 'normal'}
          fontStyle={'fontStyle' in b ? b.fontStyle : 'normal'}
        >
          {b.text}
        </Button>
      ))}
    </HStack>
  );
}
