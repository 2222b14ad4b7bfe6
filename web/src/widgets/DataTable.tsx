import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { type SortDirection } from '@portal/rules';
import { ROWS_PER_PAGE_OPTIONS, type RowsPerPageOption } from '../lib/paging';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ariaSortOf, nextSort, sortRows, type SortState, type SortValue } from '../lib/sorting';
import { INITIAL_ROWS_PER_PAGE, pageCountOf, pageOf } from './pageItems';
import { Paginator } from './Paginator';

/** SHELL-037: what an empty table says, the same everywhere. */
export const NO_ITEMS = 'No items found';

export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /** Numbers line up at the end. */
  align?: 'start' | 'end';
  /** Server sorting: the sort key the API knows this column by (the sort state carries it). */
  sortKey?: string;
  /** Client sorting: what the rows are ordered by. A column with sortKey or sortValue is sortable. */
  sortValue?(row: T): SortValue;
  /** The direction of the first click ('desc' for dates and counts that read best newest or largest first). */
  firstDirection?: SortDirection;
  /** Long tokens (domains, e-mail addresses, URLs) may wrap inside themselves; words never break mid-word. */
  longText?: boolean;
  /**
   * Kept on one line (dates, times, phone numbers, ids): a date over four lines reads as four values (issue #26).
   * Numbers lined up at the end (`align: 'end'`) are on one line anyway.
   */
  nowrap?: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name (and its scroll region's). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** A last "Actions" column; each button's accessible name should name its row ("Edit hello@a.example"). */
  actions?(row: T): ReactNode;
  /**
   * Server sorting: the sort asked for, with onSortChange. While `busy`, the headers keep announcing the order the
   * rows on screen are in; the new one once its rows arrive (issue #28).
   */
  sort?: SortState | null;
  onSortChange?(next: SortState): void;
  /** Client sorting: the order before the first click. */
  defaultSort?: SortState | null;
  /** Client-side pages with the shared paginator (SHELL-038), shown once there are more rows than the smallest page. */
  paginated?: boolean;
  /** Dims the rows and marks the table aria-busy while newer ones load. */
  busy?: boolean;
  verticalAlign?: 'top' | 'middle';
}

const sortKeyOf = <T,>(column: Column<T>): string | null =>
  column.sortKey ?? (column.sortValue ? column.key : null);

const sameSort = (a: SortState | null, b: SortState | null) => a?.key === b?.key && a?.direction === b?.direction;

/**
 * The order the rows on screen are in (issue #28): a server-sorted table's new sort is asked for at once, but its
 * rows arrive later, so while the table is busy the headers keep the order they were last shown in.
 */
function useShownSort(asked: SortState | null, busy: boolean): SortState | null {
  const [shown, setShown] = useState(asked);
  if (!busy && !sameSort(shown, asked)) setShown(asked);
  return busy ? shown : asked;
}

function SortButton({ label, state, onClick }: { label: string; state: ReturnType<typeof ariaSortOf>; onClick(): void }) {
  const arrow = state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕';
  return (
    <Button variant="plain" size="sm" h="auto" p="0" minW="0" fontWeight="inherit" gap="1" onClick={onClick}>
      {label}
      <Box as="span" aria-hidden fontSize="xs" color={state === 'none' ? 'fg.subtle' : undefined}>
        {arrow}
      </Box>
    </Button>
  );
}

/** Whether the table is wider than its region: then it scrolls sideways, and says so (issue #26). */
function useOverflowing(region: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [region]);
  return overflowing;
}

/** A cell of the last column that stays in view while the rest scrolls sideways (issue #26: never a clipped Actions). */
const STICKY_END = {
  position: 'sticky',
  insetInlineEnd: '0',
  bg: 'bg',
  zIndex: 1,
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
} as const;

/**
 * SHELL-036, SHELL-037: the one table. Semantic <table> with <th scope="col">, sortable headers (aria-sort, buttons),
 * "No items found", busy dimming, a row actions column and client pages. On a narrow screen it scrolls sideways
 * inside a labelled, focusable region instead of breaking words; then a hint under it says so, and the Actions column
 * stays in view at the end (issue #26, decision D-226).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  sort,
  onSortChange,
  defaultSort = null,
  paginated = false,
  busy = false,
  verticalAlign,
}: DataTableProps<T>) {
  const serverSorted = onSortChange !== undefined;
  const [clientSort, setClientSort] = useState<SortState | null>(defaultSort);
  // A click flips the order asked for; the headers and the client sort show the order on screen.
  const currentSort = serverSorted ? (sort ?? null) : clientSort;
  const shownSort = useShownSort(currentSort, serverSorted && busy);
  const [page, setPage] = useState(1);
  const region = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(region);
  const hintId = useId();
  const [rowsPerPage, setRowsPerPage] = useState<RowsPerPageOption>(INITIAL_ROWS_PER_PAGE);

  const sortColumn = columns.find((c) => shownSort && sortKeyOf(c) === shownSort.key);
  const ordered = serverSorted ? rows : sortRows(rows, shownSort, sortColumn?.sortValue);
  const pageCount = paginated ? pageCountOf(ordered.length, rowsPerPage) : 1;
  const currentPage = Math.min(page, pageCount);
  const shown = paginated ? pageOf(ordered, currentPage, rowsPerPage) : ordered;
  const columnCount = columns.length + (actions ? 1 : 0);

  const sortBy = (column: Column<T>, key: string) => {
    const next = nextSort(currentSort, key, column.firstDirection);
    if (onSortChange) onSortChange(next);
    else setClientSort(next);
    setPage(1);
  };

  return (
    <Stack gap="3">
      <Box
        ref={region}
        role="region"
        aria-label={label}
        aria-describedby={overflowing ? hintId : undefined}
        tabIndex={0}
        overflowX="auto"
        borderWidth="1px"
        rounded="md"
        opacity={busy ? 0.6 : 1}
        transition="opacity 0.2s"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <Table.Root size="sm" aria-label={label} aria-busy={busy || undefined}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => {
                const key = sortKeyOf(column);
                const state = key ? ariaSortOf(shownSort, key) : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    scope="col"
                    textAlign={column.align ?? 'start'}
                    aria-sort={state}
                    whiteSpace="nowrap"
                  >
                    {key && state ? (
                      <SortButton label={column.header} state={state} onClick={() => sortBy(column, key)} />
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
              {actions && (
                <Table.ColumnHeader scope="col" textAlign="end" {...(overflowing ? STICKY_END : {})}>
                  Actions
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} textAlign="center" color="fg.muted" py="6">
                  {NO_ITEMS}
                </Table.Cell>
              </Table.Row>
            ) : (
              shown.map((row) => (
                <Table.Row key={rowKey(row)} verticalAlign={verticalAlign}>
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.key}
                      textAlign={column.align ?? 'start'}
                      wordBreak="normal"
                      overflowWrap={column.longText ? 'anywhere' : 'normal'}
                      minW={column.longText ? '10ch' : undefined}
                      whiteSpace={column.nowrap || column.align === 'end' ? 'nowrap' : undefined}
                    >
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {actions && (
                    <Table.Cell textAlign="end" {...(overflowing ? STICKY_END : {})}>
                      {actions(row)}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {overflowing && (
        <Text id={hintId} fontSize="xs" color="fg.muted" mt="-1">
          {`Scroll sideways to see all ${columnCount} columns.`}
        </Text>
      )}
      {paginated && ordered.length > ROWS_PER_PAGE_OPTIONS[0] && (
        <Paginator
          label={`${label} pages`}
          page={currentPage}
          pageCount={pageCount}
          totalCount={ordered.length}
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
