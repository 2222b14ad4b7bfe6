import { Flex, HStack, Text } from '@chakra-ui/react';
import type { ChartSeries } from './series';

export function SeriesSwatch({ series }: { series: ChartSeries }) {
  return (
    <svg width="24" height="10" aria-hidden="true" focusable="false">
      <line
        x1="1"
        y1="5"
        x2="23"
        y2="5"
        style={{ stroke: series.color, strokeWidth: 3, strokeDasharray: series.dash, strokeLinecap: 'round' }}
      />
    </svg>
  );
}

export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <Flex as="ul" gap="4" wrap="wrap" listStyleType="none" aria-label="Legend">
      {series.map((s) => (
        <HStack as="li" key={s.key} gap="2">
          <SeriesSwatch series={s} />
          <Text fontSize="sm">{s.label}</Text>
        </HStack>
      ))}
    </Flex>
  );
}
