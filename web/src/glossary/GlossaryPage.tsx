import { Badge, Box, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import type { GlossaryPage_glossary$key } from '../__generated__/GlossaryPage_glossary.graphql';
import { requirePageData } from '../routes/failureText';
import { FormField } from '../widgets/FormField';
import { GlossaryContent } from '../widgets/GlossaryContent';
import { PageHeader } from '../widgets/PageHeader';
import { filterTerms } from './filterTerms';
import { useGlossaryPageData } from './loaders';

/**
 * ROUTE-016, GLOSS-001, GLOSS-002, GLOSS-007: every term the viewer may see, alphabetical, each with its anchor
 * (/glossary/#visits), filtered as the user types. Hidden drafts show only for provider staff, marked (decision D-103).
 */
export default function GlossaryPage() {
  const glossary = useFragment<GlossaryPage_glossary$key>(
    graphql`
      fragment GlossaryPage_glossary on Glossary {
        terms {
          id
          path
          title
          description
          visible
          examples
          notes
        }
      }
    `,
    requirePageData(useGlossaryPageData().glossary, MESSAGES.glossaryLoad),
  );
  const [search, setSearch] = useState('');
  const shown = filterTerms(glossary.terms, search);
  const { hash } = useLocation();

  // A link to one term (/glossary/#visits) scrolls to it once the terms are on the page.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <Stack gap="6">
      <PageHeader
        title="Glossary"
        description="What the numbers on your dashboard mean, how they are counted, and why they can differ from the insurer's."
      />
      <Box maxW="md">
        <FormField label="Search the glossary">
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="For example: visits"
            aria-controls="glossary-terms"
          />
        </FormField>
      </Box>
      <Text color="fg.muted" aria-live="polite">
        {search.trim() === ''
          ? `${glossary.terms.length} ${glossary.terms.length === 1 ? 'term' : 'terms'}`
          : `${shown.length} of ${glossary.terms.length} terms match "${search.trim()}"`}
      </Text>
      <Stack as="ul" id="glossary-terms" gap="6" listStyleType="none" aria-label="Glossary terms">
        {shown.length === 0 && (
          <li>
            <Text>No terms match your search.</Text>
          </li>
        )}
        {shown.map((term) => (
          <Box as="li" key={term.id}>
            <Stack
              as="article"
              id={term.path}
              tabIndex={-1}
              gap="2"
              aria-labelledby={`${term.path}-title`}
              scrollMarginTop="20"
              borderBottomWidth="1px"
              pb="4"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '4px' }}
            >
              <Flex gap="2" align="center" wrap="wrap">
                <Heading as="h2" size="lg" id={`${term.path}-title`}>
                  {term.title}
                </Heading>
                {!term.visible && <Badge colorPalette="orange">Hidden from agents</Badge>}
              </Flex>
              <GlossaryContent description={term.description} examples={term.examples} notes={term.notes} />
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
