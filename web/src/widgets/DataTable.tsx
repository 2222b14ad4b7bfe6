import { Box, Stack, Table } from '@chakra-ui/react';
import { ROWS_PER_PAGE_OPTIONS, type RowsPerPageOption } from '@portal/rules';
import { useState, type ReactNode } from 'react';
import { INITIAL_ROWS_PER_PAGE, pageCountOf, pageOf } from './pageItems';
import { Paginator } from './Paginator';

/** SHELL-037: what an empty table says. */
export const NO_ITEMS = 'No items found';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Numbers and actions line up at the end. */
  align?: 'start' | 'end';
  /** Long unbroken values (domains, e-mail addresses) may wrap anywhere. */
  breakAll?: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Client-side pages with the shared paginator (SHELL-038), shown once there are more rows than the smallest page. */
  paginated?: boolean;
  /** Dims the rows while newer ones load. */
  busy?: boolean;
  emptyText?: string;
  verticalAlign?: 'top' | 'middle';
}

/** SHELL-036, SHELL-037: the generic table, with "No items found" when there are no rows. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  paginated = false,
  busy = false,
  emptyText = NO_ITEMS,
  verticalAlign,
}: DataTableProps<T>) {
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPage] = useState<RowsPerPageOption>(INITIAL_ROWS_PER_PAGE);
  const pageCount = paginated ? pageCountOf(rows.length, rowsPerPage) : 1;
  const currentPage = Math.min(page, pageCount);
  const shown = paginated ? pageOf(rows, currentPage, rowsPerPage) : rows;

  return (
    <Stack gap="3">
      <Box overflowX="auto" borderWidth="1px" rounded="md" opacity={busy ? 0.6 : 1} aria-busy={busy || undefined}>
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} scope="col" textAlign={column.align ?? 'start'}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py="6">
                  {emptyText}
                </Table.Cell>
              </Table.Row>
            ) : (
              shown.map((row) => (
                <Table.Row key={rowKey(row)} verticalAlign={verticalAlign}>
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.key}
                      textAlign={column.align ?? 'start'}
                      wordBreak={column.breakAll ? 'break-all' : undefined}
                    >
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {paginated && rows.length > ROWS_PER_PAGE_OPTIONS[0] && (
        <Paginator
          label={`${label} pages`}
          page={currentPage}
          pageCount={pageCount}
          totalCount={rows.length}
          rowsPerPage={rowsPerPage}
          onPageChange={setPage}
          onRowsPerPageChange={(next) => {
            setRowsPerPage(next);
            setPage(1);
          }}
        />
      )}
    </Stack>
  );
}
