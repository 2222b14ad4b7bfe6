import { Text } from '@chakra-ui/react';
import { emailEventLabel } from './emailLogWords';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EmailLogTable_search$data, EmailLogTable_search$key } from '../../__generated__/EmailLogTable_search.graphql';
import { formatDateTime } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import { decodeMimeWords } from './mimeWords';

type Row = EmailLogTable_search$data['items'][number] & { key: string };

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : 0);

const COLUMNS: Column<Row>[] = [
  {
    key: 'arrival',
    header: 'Arrival',
    cell: (e) => formatDateTime(e.arrival as string),
    nowrap: true,
    sortValue: (e) => time(e.arrival),
    firstDirection: 'desc',
  },
  { key: 'from', header: 'From', cell: (e) => e.from, sortValue: (e) => e.from.toLowerCase(), longText: true },
  { key: 'to', header: 'To', cell: (e) => e.to, sortValue: (e) => e.to.toLowerCase(), longText: true },
  { key: 'event', header: 'Event', cell: (e) => emailEventLabel(e.event), sortValue: (e) => emailEventLabel(e.event) },
  {
    key: 'message',
    header: 'Message',
    cell: (e) => (
      <Text minW="24ch" wordBreak="break-word">
        {decodeMimeWords(e.message)}
      </Text>
    ),
  },
];

/** ADMIN-037: the events found, newest first until a header is clicked, in pages; "No items found" when none. */
export function EmailLogTable({ search }: { search: EmailLogTable_search$key }) {
  const data = useFragment(
    graphql`
      fragment EmailLogTable_search on EmailLogSearch {
        items {
          arrival
          from
          to
          event
          message
        }
      }
    `,
    search,
  );
  const rows = data.items.map((e, i) => ({ ...e, key: String(i) }));
  return (
    <DataTable
      label="Email log"
      columns={COLUMNS}
      rows={rows}
      rowKey={(e) => e.key}
      defaultSort={{ key: 'arrival', direction: 'desc' }}
      paginated
      verticalAlign="top"
    />
  );
}
