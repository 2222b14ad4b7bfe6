import { Box, Text } from '@chakra-ui/react';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { displayValue, type FieldState } from './fieldStates';
import { Photo, photoAlt } from '../widgets/Photo';
import { isHtml } from '../lib/richText';

/** EDITOR-008: the approved content (or the default) of a section's inputs, read-only. */
export function LiveValues({ states, label }: { states: readonly FieldState[]; label: string }) {
  if (states.length === 0) return <Text color="fg.muted">Nothing in this section can be changed in the editor.</Text>;
  return (
    <Box
      as="dl"
      aria-label={label}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'minmax(10rem, 16rem) 1fr' }}
      gap="2"
      maxW="4xl"
    >
      {states.map((s) => (
        <Box key={s.field.subkey || 'value'} display="contents">
          <Box as="dt" fontWeight="semibold">
            {s.field.label}
          </Box>
          <Box as="dd" whiteSpace="pre-wrap" wordBreak="break-word" mb={{ base: '3', md: '0' }}>
            {s.field.kind === 'image' && s.live.trim() ? (
              <Photo src={s.live} alt={photoAlt(s.field.label)} size="24" />
            ) : isHtml(s.live) ? (
              // A rich text as the site shows it, sanitized right before it is rendered (D-104, D-105).
              <Box whiteSpace="normal" css={RICH_CSS} dangerouslySetInnerHTML={{ __html: sanitizeHtml(s.live) }} />
            ) : (
              displayValue(s.field, s.live)
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const RICH_CSS = {
  '& p + p': { marginTop: '0.5em' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
  '& a': { textDecoration: 'underline' },
};
