import { SimpleGrid, Stat } from '@chakra-ui/react';
import { formatCount } from '../lib/format';
import { KeywordInfo } from './KeywordInfo';

/** Figures with their labels (each Stat is a dl with its dt and dd); a `keyword` adds its glossary popup (STATS-014). */
export function StatTotals({ items, label }: { items: { label: string; value: number; keyword?: string }[]; label: string }) {
  return (
    <SimpleGrid role="group" aria-label={label} columns={{ base: 1, sm: Math.min(items.length, 4) }} gap="3">
      {items.map((item) => (
        <Stat.Root key={item.label} borderWidth="1px" rounded="md" p="3">
          <Stat.Label>
            {item.label}
            {item.keyword && <KeywordInfo keyword={item.keyword} label={item.label} />}
          </Stat.Label>
          <Stat.ValueText>{formatCount(item.value)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
