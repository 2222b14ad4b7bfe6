import { complianceEditorSize } from '../lib/complianceDisplay';
import { FLAG_CSS } from './flagStyle';

/**
 * CONST-040 (50rem wide at most, the full width on a phone) and CONST-041 (the height of the writing area) as the
 * Chakra style props of the TextEditor's frame and its scrolling content. Semantic tokens keep it readable in dark mode.
 */
export function textEditorFrameStyle(height: string = complianceEditorSize('editor').height, singleLine = false) {
  return {
    frame: {
      width: '100%',
      maxWidth: complianceEditorSize('editor').width,
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      bg: 'bg',
      color: 'fg',
      _focusWithin: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' },
    },
    content: {
      height,
      overflowY: singleLine ? ('hidden' as const) : ('auto' as const),
      px: '3',
      py: '2',
      css: {
        '& .ProseMirror': { outline: 'none', minHeight: '100%', whiteSpace: singleLine ? 'nowrap' : 'pre-wrap', overflowX: singleLine ? 'auto' : undefined },
        '& .ProseMirror p': { marginBlock: singleLine ? '0' : '0.4em' },
        ...FLAG_CSS,
        '& .ProseMirror ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
        '& .ProseMirror ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
        '& .ProseMirror a': { color: 'fg.info', textDecoration: 'underline' },
        '& .ProseMirror blockquote': { borderInlineStartWidth: '3px', borderColor: 'border', paddingInlineStart: '0.75em' },
      },
    },
  };
}
