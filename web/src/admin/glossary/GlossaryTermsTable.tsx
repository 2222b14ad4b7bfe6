import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { descriptionPreview } from '../../lib/glossaryDisplay';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GlossaryTermsTable_glossary$data, GlossaryTermsTable_glossary$key } from '../../__generated__/GlossaryTermsTable_glossary.graphql';
import { formatCount } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import { GlossaryContent } from '../../widgets/GlossaryContent';
import { KeywordInfo } from '../../widgets/KeywordInfo';
import { matchesSearch, type EditorAction, type EditorTerm } from './editorMode';

type Row = GlossaryTermsTable_glossary$data['terms'][number];

const editorTerm = (row: Row): EditorTerm => ({
  termId: row.termId,
  title: row.title,
  description: row.description,
  path: row.path,
  visible: row.visible,
  examples: [...row.examples],
  notes: [...row.notes],
});

/** GLOSS-013: the title, and under it the rendered term while the row is expanded. */
function TitleCell({ row }: { row: Row }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2" minW="12rem">
      <Flex gap="2" align="center" wrap="wrap">
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          minW="0"
          fontWeight="semibold"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} preview of ${row.title}`}
          onClick={() => setOpen((o) => !o)}
        >
          <Box as="span" aria-hidden>
            {open ? '▾' : '▸'}
          </Box>
          {row.title}
        </Button>
        {!row.visible && <Badge colorPalette="orange">Hidden</Badge>}
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {row.path}
      </Text>
      {open && (
        <Box as="section" aria-label={`Preview of ${row.title}`} borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
          <Text fontWeight="semibold" mb="2">
            Preview
          </Text>
          <GlossaryContent description={row.description} examples={row.examples} notes={row.notes} />
        </Box>
      )}
    </Stack>
  );
}

const COLUMNS: Column<Row>[] = [
  { key: 'title', header: 'Title', sortValue: (r) => r.title.toLowerCase(), cell: (r) => <TitleCell row={r} /> },
  {
    key: 'description',
    header: 'Description',
    cell: (r) => (
      <Text minW="14rem" maxW="22rem">
        {descriptionPreview(r.description)}
      </Text>
    ),
  },
  { key: 'examples', header: 'Examples', align: 'end', sortValue: (r) => r.examples.length, cell: (r) => formatCount(r.examples.length) },
  { key: 'notes', header: 'Notes', align: 'end', sortValue: (r) => r.notes.length, cell: (r) => formatCount(r.notes.length) },
];

/** GLOSS-011..017: the searchable, paginated "Glossary terms" table with its row actions. */
export function GlossaryTermsTable({
  glossary,
  search,
  dispatch,
}: {
  glossary: GlossaryTermsTable_glossary$key;
  search: string;
  dispatch: (action: EditorAction) => void;
}) {
  const data = useFragment(
    graphql`
      fragment GlossaryTermsTable_glossary on Glossary {
        terms {
          id
          termId
          title
          description
          path
          visible
          examples
          notes
        }
      }
    `,
    glossary,
  );
  const rows = data.terms.filter((t) => matchesSearch(t, search));
  return (
    <DataTable
      label="Glossary terms"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.id}
      paginated
      verticalAlign="top"
      actions={(r) => (
        <Flex gap="1" justify="flex-end" wrap="nowrap">
          <KeywordInfo keyword={r.path} label={r.title} />
          <Button size="xs" variant="outline" aria-label={`Edit ${r.title}`} onClick={() => dispatch({ type: 'edit', term: editorTerm(r) })}>
            Edit
          </Button>
          <Button size="xs" variant="outline" aria-label={`Copy ${r.title}`} onClick={() => dispatch({ type: 'copy', term: editorTerm(r) })}>
            Copy
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${r.title}`}
            onClick={() => dispatch({ type: 'delete', term: editorTerm(r) })}
          >
            Delete
          </Button>
        </Flex>
      )}
    />
  );
}

