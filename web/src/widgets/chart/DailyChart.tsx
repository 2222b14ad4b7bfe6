import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatCount, formatLongDate, formatMonthDay, formatWeekdayDate } from '../../lib/format';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChartLegend, SeriesSwatch } from './ChartLegend';
import { ChartTable } from './ChartTable';
import { labelEvery, labelIndices, nearestIndex, valueTicks, xOf } from './scale';
import type { ChartPoint, ChartSeries } from './series';
import { useElementWidth } from './useElementWidth';

const HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 44, left: 56 };
const MIN_LABEL_GAP = 64;

function describePoint(point: ChartPoint, series: readonly ChartSeries[]): string {
  const values = series.map((s) => `${s.label} ${formatCount(point.values[s.key] ?? 0)}`).join(', ');
  return `${formatLongDate(point.date)}: ${values}`;
}

/**
 * Counts per day as lines (STATS-002, STATS-008). Pointer hover and the arrow keys show one day's numbers;
 * the same numbers are in a table behind "Show table".
 */
export function DailyChart({
  title,
  series,
  points,
  pending = false,
}: {
  title: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  pending?: boolean;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(boxRef, 640);
  const [active, setActive] = useState<number | null>(null);
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const tableId = `${id}-table`;
  const helpId = `${id}-help`;

  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const count = points.length;
  const max = Math.max(0, ...points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0)));
  const ticks = valueTicks(max);
  const top = ticks.at(-1) ?? 1;
  const x = (i: number) => MARGIN.left + xOf(i, count, plotWidth);
  const y = (v: number) => MARGIN.top + plotHeight - (v / top) * plotHeight;
  const labelled = new Set(labelIndices(count, labelEvery(count, Math.floor(plotWidth / MIN_LABEL_GAP))));
  const current = active != null && active < count ? active : null;

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - rect.left - MARGIN.left, plotWidth, count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0) return;
    const from = current ?? count - 1;
    const moves: Record<string, number> = {
      ArrowLeft: Math.max(0, from - 1),
      ArrowRight: Math.min(count - 1, from + 1),
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Escape') {
      setActive(null);
    }
  };

  const tooltipLeft = current == null ? 0 : Math.min(Math.max(x(current) - 90, 0), Math.max(0, width - 180));

  return (
    <Stack gap="3">
      <ChartLegend series={series} />
      {count === 0 ? (
        <Text color="fg.muted">No data for this range.</Text>
      ) : (
        <Box
          ref={boxRef}
          position="relative"
          tabIndex={0}
          role="group"
          aria-label={title}
          aria-describedby={helpId}
          aria-busy={pending}
          opacity={pending ? 0.5 : 1}
          transition="opacity 0.2s"
          rounded="md"
          outline="none"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          onFocus={() => setActive((a) => a ?? count - 1)}
          onBlur={() => setActive(null)}
          onKeyDown={onKeyDown}
        >
          <VisuallyHidden id={helpId}>
            Use the left and right arrow keys to read the numbers of each day.
          </VisuallyHidden>
          <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" style={{ display: 'block' }}>
            {ticks.map((t) => (
              <g key={t}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={y(t)}
                  y2={y(t)}
                  style={{ stroke: 'var(--chakra-colors-border)', strokeWidth: 1 }}
                />
                <text
                  x={MARGIN.left - 8}
                  y={y(t)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  style={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: 12 }}
                >
                  {formatCount(t)}
                </text>
              </g>
            ))}
            {points.map((p, i) =>
              labelled.has(i) ? (
                <text
                  key={p.date}
                  x={x(i)}
                  y={MARGIN.top + plotHeight + 18}
                  textAnchor={i === 0 && count > 1 ? 'start' : i === count - 1 && count > 1 ? 'end' : 'middle'}
                  style={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: 12 }}
                >
                  {formatMonthDay(p.date)}
                </text>
              ) : null,
            )}
            <text
              x={MARGIN.left + plotWidth / 2}
              y={HEIGHT - 4}
              textAnchor="middle"
              style={{ fill: 'var(--chakra-colors-fg)', fontSize: 12 }}
            >
              Date
            </text>
            <text
              transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
              textAnchor="middle"
              style={{ fill: 'var(--chakra-colors-fg)', fontSize: 12 }}
            >
              Count per day
            </text>
            {series.map((s) => (
              <path
                key={s.key}
                d={points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.values[s.key] ?? 0)}`).join(' ')}
                style={{
                  fill: 'none',
                  stroke: s.color,
                  strokeWidth: 2.5,
                  strokeDasharray: s.dash,
                  strokeLinejoin: 'round',
                  strokeLinecap: 'round',
                }}
              />
            ))}
            {count === 1 &&
              series.map((s) => (
                <circle key={s.key} cx={x(0)} cy={y(points[0].values[s.key] ?? 0)} r={4} style={{ fill: s.color }} />
              ))}
            {current != null && (
              <g>
                <line
                  x1={x(current)}
                  x2={x(current)}
                  y1={MARGIN.top}
                  y2={MARGIN.top + plotHeight}
                  style={{ stroke: 'var(--chakra-colors-fg-muted)', strokeWidth: 1, strokeDasharray: '3 3' }}
                />
                {series.map((s) => (
                  <circle
                    key={s.key}
                    cx={x(current)}
                    cy={y(points[current].values[s.key] ?? 0)}
                    r={4.5}
                    style={{ fill: s.color, stroke: 'var(--chakra-colors-bg)', strokeWidth: 2 }}
                  />
                ))}
              </g>
            )}
          </svg>
          {current != null && (
            <Box
              position="absolute"
              top="0"
              left={`${tooltipLeft}px`}
              w="180px"
              bg="bg.panel"
              borderWidth="1px"
              rounded="md"
              shadow="md"
              p="2"
              fontSize="sm"
              pointerEvents="none"
              aria-hidden="true"
              data-testid="chart-tooltip"
            >
              <Text fontWeight="semibold">{formatWeekdayDate(points[current].date)}</Text>
              {series.map((s) => (
                <HStack key={s.key} justify="space-between" gap="2">
                  <HStack gap="1">
                    <SeriesSwatch series={s} />
                    <Text>{s.label}</Text>
                  </HStack>
                  <Text fontWeight="medium">{formatCount(points[current].values[s.key] ?? 0)}</Text>
                </HStack>
              ))}
            </Box>
          )}
          <VisuallyHidden aria-live="polite">
            {current != null ? describePoint(points[current], series) : ''}
          </VisuallyHidden>
        </Box>
      )}
      {count > 0 && (
        <Box>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showTable}
            aria-controls={showTable ? tableId : undefined}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? 'Hide table' : 'Show table'}
          </Button>
        </Box>
      )}
      {showTable && count > 0 && <ChartTable id={tableId} caption={title} series={series} points={points} />}
    </Stack>
  );
}
