import { Heading, Stack, Text } from '@chakra-ui/react';
import type { LegalSection } from './legalTexts';

/** The sections of a legal text; the heading level fits where it is shown (a page or a dialog). */
export function LegalText({ sections, headingAs }: { sections: readonly LegalSection[]; headingAs: 'h2' | 'h3' }) {
  return (
    <Stack gap="4">
      {sections.map((section) => (
        <Stack key={section.heading} gap="2">
          <Heading as={headingAs} size="md">
            {section.heading}
          </Heading>
          {section.paragraphs.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
