import { Button, Field, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { ROWS_PER_PAGE_OPTIONS, type RowsPerPageOption } from '@portal/rules';
import { pageItems } from './pageItems';

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

/** SHELL-038: rows per page (CONST-026, default CONST-027) and page buttons with ellipses (CONST-028). */
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
      <nav aria-label={label}>
        <Flex as="ul" gap="1" align="center" listStyleType="none" wrap="wrap">
          <li>
            <Button size="sm" variant="outline" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
              Previous page
            </Button>
          </li>
          {pageItems(page, pageCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <Button
                  size="sm"
                  variant={item === page ? 'solid' : 'ghost'}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={`Page ${item}`}
                  disabled={disabled}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <li key={item} aria-hidden="true">
                <Text px="1">…</Text>
              </li>
            ),
          )}
          <li>
            <Button
              size="sm"
              variant="outline"
              disabled={disabled || page >= pageCount}
              onClick={() => onPageChange(page + 1)}
            >
              Next page
            </Button>
          </li>
        </Flex>
      </nav>
    </Flex>
  );
}
