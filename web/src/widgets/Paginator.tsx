import { Button, Field, Flex, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { PAGINATOR_RANGE, ROWS_PER_PAGE_OPTIONS, type RowsPerPageOption } from '../lib/paging';

export interface PaginatorProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  totalCount: number;
  rowsPerPage: RowsPerPageOption;
  onPageChange(page: number): void;
  onRowsPerPageChange(rowsPerPage: RowsPerPageOption): void;
  /** Names the table this paginator pages, for screen readers when a page has several tables. */
  label?: string;
  disabled?: boolean;
}

/**
 * SHELL-038: rows per page (CONST-026, default CONST-027) and page buttons with ellipses. The buttons are Chakra's
 * Pagination with `siblingCount` = the spec's range and one boundary page: it shows every page up to 2 * range + 5
 * and an ellipsis beyond, which is CONST-028 (decision D-78).
 */
export function Paginator({
  page,
  pageCount,
  totalCount,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  label = 'Pagination',
  disabled = false,
}: PaginatorProps) {
  return (
    <Flex gap="4" align="center" justify="space-between" wrap="wrap">
      <Field.Root w="auto" orientation="horizontal" gap="2">
        <Field.Label whiteSpace="nowrap">Rows per page</Field.Label>
        <NativeSelect.Root size="sm" w="24" disabled={disabled}>
          <NativeSelect.Field
            value={String(rowsPerPage)}
            onChange={(e) => {
              const choice = ROWS_PER_PAGE_OPTIONS.find((o) => String(o) === e.target.value);
              if (choice !== undefined) onRowsPerPageChange(choice);
            }}
          >
            {ROWS_PER_PAGE_OPTIONS.map((o) => (
              <option key={o} value={String(o)}>
                {o}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text aria-live="polite">{`Page ${page} of ${pageCount}, ${totalCount} ${totalCount === 1 ? 'row' : 'rows'}`}</Text>
      {/* One "item" per page, so the server's page count is the count Pagination pages through. */}
      <Pagination.Root
        count={pageCount}
        pageSize={1}
        page={page}
        siblingCount={PAGINATOR_RANGE}
        boundaryCount={1}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: label,
          prevTriggerLabel: 'Previous page',
          nextTriggerLabel: 'Next page',
          itemLabel: ({ page: item }) => `Page ${item}`,
        }}
      >
        <Flex gap="1" align="center" wrap="wrap">
          <Pagination.PrevTrigger asChild>
            <Button size="sm" variant="outline" disabled={disabled || page <= 1}>
              Previous page
            </Button>
          </Pagination.PrevTrigger>
          <Pagination.Items
            ellipsis={
              <Text as="span" px="1" aria-hidden="true">
                …
              </Text>
            }
            render={(item) => (
              <Pagination.Item type="page" value={item.value} asChild>
                <Button size="sm" variant={item.value === page ? 'solid' : 'ghost'} disabled={disabled}>
                  {item.value}
                </Button>
              </Pagination.Item>
            )}
          />
          <Pagination.NextTrigger asChild>
            <Button size="sm" variant="outline" disabled={disabled || page >= pageCount}>
              Next page
            </Button>
          </Pagination.NextTrigger>
        </Flex>
      </Pagination.Root>
    </Flex>
  );
}
