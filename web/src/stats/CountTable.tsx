import { Table } from '@chakra-ui/react';

/** A small two- or three-column table of labelled counts. */
export function CountTable({
  caption,
  labelHeader,
  rows,
  total,
}: {
  caption: string;
  labelHeader: string;
  rows: { label: string; value: number }[];
  /** When given, a share column shows each row's part of it. */
  total?: number;
}) {
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" pb="2">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{labelHeader}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Page views
          </Table.ColumnHeader>
          {total !== undefined && (
            <Table.ColumnHeader scope="col" textAlign="end">
              Share
            </Table.ColumnHeader>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.label}>
            <Table.Cell>{row.label}</Table.Cell>
            <Table.Cell textAlign="end">{row.value.toLocaleString()}</Table.Cell>
            {total !== undefined && (
              <Table.Cell textAlign="end">{total > 0 ? `${Math.round((row.value / total) * 100)}%` : '–'}</Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
