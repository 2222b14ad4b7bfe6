import { Button, Flex, Text } from '@chakra-ui/react';
import { serviceFailureLabel } from './serviceFailure';
import { useTransition, type ReactNode } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay/hooks';
import type { NotesTable_notes$data, NotesTable_notes$key } from '../../__generated__/NotesTable_notes.graphql';
import type { NotesTable_query$key } from '../../__generated__/NotesTable_query.graphql';
import type { NotesTableRefetchQuery } from '../../__generated__/NotesTableRefetchQuery.graphql';
import { formatDate, formatDateTime, UNKNOWN } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import type { NotesTable_categories$data, NotesTable_categories$key } from '../../__generated__/NotesTable_categories.graphql';

type Note = NotesTable_notes$data['notes'][number];
type Categories = NotesTable_categories$data;

function columnsOf(categories: Categories): Column<Note>[] {
  const labelOf = (value: string) => categories.find((c) => c.value === value)?.label ?? value;
  const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : 0);
  return [
    { key: 'category', header: 'Category', cell: (n) => labelOf(n.category), sortValue: (n) => labelOf(n.category) },
    { key: 'text', header: 'Note', cell: (n) => <Text minW="24ch" whiteSpace="pre-wrap">{n.text}</Text> },
    { key: 'serviceFailure', header: 'Service failure', cell: (n) => serviceFailureLabel(n.serviceFailure) },
    { key: 'followUpBy', header: 'Follow up by', cell: (n) => formatDate(n.followUpBy), sortValue: (n) => n.followUpBy ?? '', nowrap: true },
    { key: 'followedUpAt', header: 'Followed up', cell: (n) => formatDateTime(n.followedUpAt as string | null), nowrap: true },
    {
      key: 'createdAt',
      header: 'Created',
      cell: (n) => formatDateTime(n.createdAt as string),
      nowrap: true,
      sortValue: (n) => time(n.createdAt),
      firstDirection: 'desc',
    },
    { key: 'createdBy', header: 'Created by', cell: (n) => n.createdBy ?? UNKNOWN, longText: true },
    { key: 'assignedTo', header: 'Assigned to', cell: (n) => n.assignedTo ?? UNKNOWN, longText: true },
    { key: 'updatedAt', header: 'Updated', cell: (n) => formatDateTime(n.updatedAt as string | null), nowrap: true },
  ];
}

function NotesPage({ notes, categories }: { notes: NotesTable_notes$key; categories: Categories }) {
  const data = useFragment(
    graphql`
      fragment NotesTable_notes on NotePage {
        notes {
          id
          category
          text
          serviceFailure
          followUpBy
          followedUpAt
          createdAt
          createdBy
          assignedTo
          updatedAt
        }
      }
    `,
    notes,
  );
  return (
    <DataTable
      label="Notes"
      columns={columnsOf(categories)}
      rows={data.notes}
      rowKey={(n) => n.id}
      defaultSort={{ key: 'createdAt', direction: 'desc' }}
      paginated
      verticalAlign="top"
    />
  );
}

/**
 * ADMIN-029: the agent's notes, newest first, every column in words. The API gives 100 a page (API-092); the table
 * pages them on screen, and the buttons below step through the API's pages when there are more (decision D-89).
 */
export function NotesTable({
  query,
  categories: categoriesKey,
  failure,
}: {
  query: NotesTable_query$key;
  /** API-094's categories, for the words of each note's category; null when they did not load. */
  categories: NotesTable_categories$key | null;
  /** ERR-076 with "Try again", in the table's place when the notes did not load. */
  failure: ReactNode;
}) {
  const categories =
    useFragment(
      graphql`
        fragment NotesTable_categories on NoteCategory @relay(plural: true) {
          value
          label
        }
      `,
      categoriesKey,
    ) ?? [];
  const [data, refetch] = useRefetchableFragment<NotesTableRefetchQuery, NotesTable_query$key>(
    graphql`
      fragment NotesTable_query on Query
      @refetchable(queryName: "NotesTableRefetchQuery")
      @argumentDefinitions(agentId: { type: "ID!" }, page: { type: "Int", defaultValue: 1 }) {
        agentNotes(agentId: $agentId, page: $page) {
          id
          page
          pageCount
          ...NotesTable_notes
        }
      }
    `,
    query,
  );
  const [busy, startTransition] = useTransition();
  const page = data.agentNotes;
  // ERR-076 is in the alert bar; here it says what is missing.
  if (!page) return failure;
  const go = (next: number) =>
    startTransition(() => {
      refetch({ page: next }, { fetchPolicy: 'store-or-network' });
    });
  return (
    <>
      <NotesPage key={page.id} notes={page} categories={categories} />
      {page.pageCount > 1 && (
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="sm" variant="outline" disabled={page.page <= 1 || busy} onClick={() => go(page.page - 1)}>
            Newer notes
          </Button>
          <Text aria-live="polite">{`Notes page ${page.page} of ${page.pageCount}`}</Text>
          <Button size="sm" variant="outline" disabled={page.page >= page.pageCount || busy} onClick={() => go(page.page + 1)}>
            Older notes
          </Button>
        </Flex>
      )}
    </>
  );
}
