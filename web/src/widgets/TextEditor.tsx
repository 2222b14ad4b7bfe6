import { Box, Button, HStack } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { complianceEditorSize, type ComplianceEditorType } from '@portal/rules';
import { cspNonce } from '../lib/cspNonce';
import { sanitizeHtml } from '../lib/sanitizeHtml';
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A plain value becomes one paragraph per line inside the editor. */
export function plainToHtml(text: string): string {
  return text === '' ? '' : text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

/** What the editor hands out: sanitized HTML (rich) or the text with paragraphs joined by newlines (plain). */
function valueOf(editor: Editor, editorType: ComplianceEditorType): string {
  if (editorType === 'plain') return editor.getText({ blockSeparator: '\n' });
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());
}

function contentOf(value: string, editorType: ComplianceEditorType): string {
  return editorType === 'plain' ? plainToHtml(value) : sanitizeHtml(value);
}

function attributesOf(label: string, readOnly: boolean, id?: string, describedBy?: string): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
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
}: TextEditorProps) {
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor(
    {
      extensions: [editorType === 'rich' ? RICH : PLAIN],
      content: contentOf(value, editorType),
      editable: !readOnly,
      immediatelyRender: true,
      // Tiptap's own <style> element carries the page's CSP nonce (decision D-160).
      injectNonce: cspNonce(),
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: attributesOf(label, readOnly, id, describedBy) },
      onUpdate: ({ editor: current }) => {
        const next = valueOf(current, editorType);
        if (next === emitted.current) return;
        emitted.current = next;
        onChangeRef.current(next);
      },
    },
    [editorType],
  );

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(contentOf(value, editorType), { emitUpdate: false });
  }, [editor, value, editorType]);

  useEffect(() => {
    editor.setEditable(!readOnly, false);
    editor.setOptions({ editorProps: { attributes: attributesOf(label, readOnly, id, describedBy) } });
  }, [editor, readOnly, label, id, describedBy]);

  const style = textEditorFrameStyle(height ?? complianceEditorSize('editor').height);
  return (
    <Box {...style.frame} data-readonly={readOnly || undefined}>
      {editorType === 'rich' && !readOnly && <Toolbar editor={editor} label={label} />}
      <Box {...style.content}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
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
