import { Box, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { diffSummary, wordDiff } from '../lib/wordDiff';

/**
 * Added and removed words, told apart by more than colour (underlined / struck through) and readable in light and
 * dark mode (the palette's subtle backgrounds under the page's own text colour).
 */
const ADDED = { bg: 'green.subtle', color: 'fg', textDecoration: 'underline', textDecorationColor: 'green.fg', textUnderlineOffset: '3px' };
const REMOVED = { bg: 'red.subtle', color: 'fg', textDecoration: 'line-through', textDecorationColor: 'red.fg' };

export interface WordDiffProps {
  /** What the change replaces, as text (paragraphs on their own lines). */
  before: string;
  /** The change, as text. */
  after: string;
  /** The caption, e.g. "Difference from the approved text". */
  caption: string;
}

/**
 * A word-by-word difference (issue #25, jsdiff): the new text with the words it adds marked and the words it removes
 * struck through in place. A screen reader hears "added:" and "removed:" before each run, and the caption says how
 * many words changed.
 */
export function WordDiff({ before, after, caption }: WordDiffProps) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  const captionId = useId();
  return (
    <Stack as="figure" gap="1" aria-labelledby={captionId} m="0">
      <Text as="figcaption" id={captionId} fontSize="sm" color="fg.muted">
        {`${caption}: ${diffSummary(parts)}. Added words are underlined, removed words struck through.`}
      </Text>
      <Box whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall" data-testid="word-diff">
        {parts.map((part, i) =>
          part.kind === 'same' ? (
            <span key={i}>{part.text}</span>
          ) : (
            <Box key={i} as={part.kind === 'added' ? 'ins' : 'del'} {...(part.kind === 'added' ? ADDED : REMOVED)} px="0.5" rounded="sm">
              <VisuallyHidden>{part.kind === 'added' ? 'added: ' : 'removed: '}</VisuallyHidden>
              {part.text}
            </Box>
          ),
        )}
      </Box>
    </Stack>
  );
}
