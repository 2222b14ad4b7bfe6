import { Table } from '@chakra-ui/react';
import { formatCount, formatWeekdayDate } from '../../lib/format';
import type { ChartPoint, ChartSeries } from './series';

/** The chart's numbers as a table: the accessible alternative, and handy for copying. */
export function ChartTable({
  id,
  caption,
  series,
  points,
}: {
  id: string;
  caption: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
}) {
  return (
    <Table.ScrollArea id={id} borderWidth="1px" rounded="md" maxH="80" tabIndex={0} aria-label={caption}>
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" p="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
            {series.map((s) => (
              <Table.ColumnHeader key={s.key} scope="col" textAlign="end">
                {s.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {points.map((p) => (
            <Table.Row key={p.date}>
              <Table.Cell>{formatWeekdayDate(p.date)}</Table.Cell>
              {series.map((s) => (
                <Table.Cell key={s.key} textAlign="end">
                  {formatCount(p.values[s.key] ?? 0)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
