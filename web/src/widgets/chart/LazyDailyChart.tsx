import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentProps } from 'react';

// Issue #14 (decision D-112): the chart is its own chunk, fetched when a page first draws one, so a page's heading and
// numbers do not wait for it.
const Chart = lazy(() => import('./DailyChart').then((m) => ({ default: m.DailyChart })));

/** DailyChart, loaded on first use; its place is kept meanwhile so the page does not jump. */
export function LazyDailyChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<Box minH="260px" aria-busy="true" />}>
      <Chart {...props} />
    </Suspense>
  );
}
