import { Badge, Box, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { editorTitle } from './editorTitle';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useEditorData } from './editorData';
import { NO_ITEMS } from '../widgets/DataTable';
import { useEditorRef } from './EditorLayout';
import { browserStorage, readHistory } from './visitHistory';
import { PageHeader } from '../widgets/PageHeader';
import { PATHS, sectionHref } from '../routes/paths';

/** ROUTE-040, EDITOR-001: the domain's pages and their sections from the editor tree (disabled nodes left out). */
export default function EditorLanding() {
  const editor = useEditorData(useEditorRef());
  const { agentID = '', domainName = '' } = useParams();
  // EDITOR-049: the other domains this browser edited lately, newest first.
  const recent = readHistory(browserStorage()).filter((h) => !(h.agentID === agentID && h.domainName === domainName));
  const pending = new Set(
    (editor.overrides ?? []).filter((o) => o.status === 'pending').map((o) => `${o.pageKey}/${o.key}`),
  );
  return (
    <Stack gap="6">
      <Stack gap="1">
        <PageHeader
          title={editorTitle('Site', domainName)}
          description="Choose a section to change. Your changes are reviewed before they show on your site."
        />
        <Link asChild colorPalette="blue" alignSelf="flex-start">
          <RouterLink to={PATHS.domainStats.href({ agentID, domainName })}>{`Stats for ${domainName}`}</RouterLink>
        </Link>
      </Stack>
      {editor.contentExists == null && <Text role="alert">{MESSAGES.editorContent(domainName)}</Text>}
      {editor.pages == null ? (
        <Text role="alert">{MESSAGES.editorApi}</Text>
      ) : editor.pages.length === 0 ? (
        <Text>{NO_ITEMS}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {editor.pages.map((p) => (
            <Box
              as="section"
              key={p.key}
              aria-labelledby={`editor-page-${p.key}`}
              borderWidth="1px"
              borderRadius="md"
              p="4"
              bg="bg.panel"
            >
              <HStack justify="space-between" align="baseline" mb="3" wrap="wrap">
                <Heading as="h2" size="lg" id={`editor-page-${p.key}`}>
                  {p.label}
                </Heading>
                <Link asChild fontSize="sm" colorPalette="blue">
                  <RouterLink to={PATHS.nonEditable.href({ agentID, domainName, pageKey: p.key })} aria-label={`View the ${p.label} page`}>
                    View page
                  </RouterLink>
                </Link>
              </HStack>
              {p.sections.length === 0 ? (
                <Text color="fg.muted">{NO_ITEMS}</Text>
              ) : (
                <List.Root as="ul" gap="2" listStyle="none" ms="0">
                  {p.sections.map((s) => (
                    <List.Item key={s.key}>
                      <HStack gap="2" wrap="wrap">
                        <Link asChild colorPalette="blue">
                          <RouterLink to={sectionHref({ agentID, domainName, pageKey: p.key, sectionKey: s.key }, s.helpOnly ? 'help' : 'edit')}>
                            {s.label}
                          </RouterLink>
                        </Link>
                        {s.helpOnly && <Badge colorPalette="gray">Help only</Badge>}
                        {pending.has(`${p.key}/${s.key}`) && <Badge colorPalette="orange">Waiting for approval</Badge>}
                      </HStack>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Box>
          ))}
        </SimpleGrid>
      )}
      {recent.length > 0 && (
        <Box as="nav" aria-labelledby="recent-editors-heading">
          <Heading as="h2" size="md" id="recent-editors-heading" mb="2">
            Recently edited
          </Heading>
          <List.Root as="ul" gap="1" listStyle="none" ms="0">
            {recent.map((h) => (
              <List.Item key={`${h.agentID}/${h.domainName}`}>
                <Link asChild colorPalette="blue">
                  <RouterLink to={PATHS.editor.href({ agentID: h.agentID, domainName: h.domainName })}>{h.domainName}</RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
