import { Heading, HStack, Stack } from '@chakra-ui/react';
import { formatCount, UNKNOWN } from '../lib/format';
import { DataTable, type Column } from '../widgets/DataTable';
import { KeywordInfo } from '../widgets/KeywordInfo';

interface CountRow {
  label: string;
  value: number;
}

/** A small table of labelled page views, each with its share of `total` when given; sortable by each column. */
export function CountTable({
  caption,
  labelHeader,
  rows,
  total,
  keyword,
}: {
  /** The table's title and accessible name. */
  caption: string;
  labelHeader: string;
  rows: readonly CountRow[];
  total?: number;
  /** The glossary key explaining the table (STATS-014). */
  keyword?: string;
}) {
  const columns: Column<CountRow>[] = [
    { key: 'label', header: labelHeader, sortValue: (r) => r.label, cell: (r) => r.label },
    { key: 'views', header: 'Page views', align: 'end', sortValue: (r) => r.value, firstDirection: 'desc', cell: (r) => formatCount(r.value) },
  ];
  if (total !== undefined) {
    columns.push({
      key: 'share',
      header: 'Share',
      align: 'end',
      cell: (r) => (total > 0 ? `${Math.round((r.value / total) * 100)}%` : UNKNOWN),
    });
  }
  return (
    <Stack gap="2">
      <HStack gap="1">
        <Heading as="h3" size="sm">
          {caption}
        </Heading>
        {keyword && <KeywordInfo keyword={keyword} label={caption} />}
      </HStack>
      <DataTable label={caption} columns={columns} rows={rows} rowKey={(r) => r.label} />
    </Stack>
  );
}
