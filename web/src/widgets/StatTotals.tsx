import { SimpleGrid, Stat } from '@chakra-ui/react';

/** Figures with their labels (each Stat is a dl with its dt and dd). */
export function StatTotals({ items, label }: { items: { label: string; value: number }[]; label: string }) {
  return (
    <SimpleGrid role="group" aria-label={label} columns={{ base: 1, sm: Math.min(items.length, 4) }} gap="3">
      {items.map((item) => (
        <Stat.Root key={item.label} borderWidth="1px" rounded="md" p="3">
          <Stat.Label>{item.label}</Stat.Label>
          <Stat.ValueText>{item.value.toLocaleString()}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
