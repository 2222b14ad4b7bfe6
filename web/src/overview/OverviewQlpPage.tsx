import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { OverviewQlpPageQuery } from '../__generated__/OverviewQlpPageQuery.graphql';
import { DailyChart } from '../widgets/chart/DailyChart';
import type { ChartSeries } from '../widgets/chart/series';
import { describeRange } from '../widgets/dateRange';
import { RangeControl } from '../widgets/RangeControl';
import { StatTotals } from '../widgets/StatTotals';
import { DataTable } from '../widgets/DataTable';
import type { OverviewQlpData } from './loaders';
import { OverviewHeading } from './OverviewHeading';
import { pageTitle } from './pages';
import { useRangeNavigation } from './useRangeNavigation';

const VIEWS: ChartSeries = { key: 'qlpViews', label: 'Quote landing page views', color: 'var(--chakra-colors-blue-fg)' };

/**
 * ROUTE-049, OVERVIEW-003, OVERVIEW-009: results, count, overview_data, chart_data and qlp_views for a valid range
 * (VALID-043: an invalid one shows the message and sends nothing). Failure: ERR-064.
 */
export default function OverviewQlpPage() {
  const { queryRef } = useLoaderData() as OverviewQlpData;
  const data = usePreloadedQuery<OverviewQlpPageQuery>(
    graphql`
      query OverviewQlpPageQuery($startDate: String!, $endDate: String!) {
        overview {
          qlpStats(startDate: $startDate, endDate: $endDate) {
            count
            qlpViews
            overviewData {
              agents
              domains
              qlpViews
              quoteStarts
            }
            chartData {
              date
              qlpViews
            }
            results {
              associateId
              agentName
              domainName
              qlpViews
              quoteStarts
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { applyRange, pending } = useRangeNavigation();
  const range = { startDate: queryRef.variables.startDate, endDate: queryRef.variables.endDate };
  const stats = data.overview?.qlpStats ?? null;

  return (
    <Stack gap="6">
      <OverviewHeading title={pageTitle('qlp')}>Quote landing page views of every agent's sites.</OverviewHeading>
      <RangeControl value={range} onChange={applyRange} pending={pending} />
      <Text color="fg.muted" aria-live="polite">
        {pending ? 'Loading…' : describeRange(range)}
      </Text>
      {!stats ? (
        // ERR-064 is in the alert bar too.
        <Text color="fg.error">{MESSAGES.qlpStats}</Text>
      ) : (
        <>
          <StatTotals
            label="Quote landing page totals"
            items={[
              { label: 'Agents', value: stats.overviewData.agents },
              { label: 'Quote landing pages', value: stats.overviewData.domains },
              { label: 'Views', value: stats.qlpViews },
              { label: 'Quote starts', value: stats.overviewData.quoteStarts },
            ]}
          />
          <DailyChart
            title="Quote landing page views per day"
            series={[VIEWS]}
            pending={pending}
            points={stats.chartData.map((p) => ({ date: p.date, values: { qlpViews: p.qlpViews } }))}
          />
          <Text>{`${stats.count.toLocaleString()} quote landing pages`}</Text>
          <DataTable
            label="Quote landing pages"
            busy={pending}
            paginated
            rows={stats.results}
            rowKey={(r) => r.domainName}
            columns={[
              { key: 'agent', header: 'Agent', cell: (r) => `${r.agentName} (${r.associateId})` },
              { key: 'domain', header: 'Domain', longText: true, cell: (r) => r.domainName },
              { key: 'views', header: 'Views', align: 'end', cell: (r) => r.qlpViews.toLocaleString() },
              { key: 'starts', header: 'Quote starts', align: 'end', cell: (r) => r.quoteStarts.toLocaleString() },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
