import { Box, Stack, Text } from '@chakra-ui/react';
import { sanitizeHtml } from '../lib/sanitizeHtml';

export interface GlossaryContentProps {
  /** HTML; sanitized here before it is rendered (decision D-104). */
  description: string;
  examples: readonly string[];
  notes: readonly string[];
}

/** GLOSS-007: a term's content without its title: the description as HTML, "Example: …" and "Note: …" lines. */
export function GlossaryContent({ description, examples, notes }: GlossaryContentProps) {
  return (
    <Stack gap="2">
      <Box
        className="glossary-description"
        css={{
          '& p': { marginBottom: '2' },
          '& p:last-child': { marginBottom: '0' },
          '& ul, & ol': { paddingInlineStart: '5', marginBottom: '2' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& a': { color: 'fg.info', textDecoration: 'underline' },
        }}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }}
      />
      {examples.map((example, i) => (
        <Text key={`example-${i}`}>
          <Text as="strong">Example:</Text> {example}
        </Text>
      ))}
      {notes.map((note, i) => (
        <Text key={`note-${i}`} color="fg.muted">
          <Text as="strong">Note:</Text> {note}
        </Text>
      ))}
    </Stack>
  );
}
