import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewQlpPage_overview$key } from '../__generated__/OverviewQlpPage_overview.graphql';
import { formatCount } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { LazyDailyChart as DailyChart } from '../widgets/chart/LazyDailyChart';
import type { ChartSeries } from '../widgets/chart/series';
import { DataTable } from '../widgets/DataTable';
import { describeRange } from '../widgets/dateRange';
import { PageHeader } from '../widgets/PageHeader';
import { RangeControl } from '../widgets/RangeControl';
import { StatTotals } from '../widgets/StatTotals';
import { useOverviewQlpData } from './loaders';
import { pageTitle } from './pages';
import { useRangeNavigation } from './useRangeNavigation';
import { QueueNavCount } from './QueueNavCount';

const VIEWS: ChartSeries = { key: 'qlpViews', label: 'Quote landing page views', color: 'var(--chakra-colors-blue-fg)' };

/**
 * ROUTE-049, OVERVIEW-003, OVERVIEW-009: results, count, overview_data, chart_data and qlp_views for a valid range
 * (VALID-043: an invalid one shows the message and sends nothing). Failure: ERR-064.
 */
export default function OverviewQlpPage() {
  const overview = requirePageData(useOverviewQlpData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <QlpStats overview={overview} />
    </>
  );
}

function QlpStats({ overview }: { overview: OverviewQlpPage_overview$key }) {
  const data = useFragment(
    graphql`
      fragment OverviewQlpPage_overview on Overview
      @argumentDefinitions(startDate: { type: "String!" }, endDate: { type: "String!" }) {
        qlpStats(startDate: $startDate, endDate: $endDate) {
          count
          qlpViews
          overviewData {
            agents
            domains
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
    `,
    overview,
  );
  const { range, applyRange, pending } = useRangeNavigation();
  const stats = data.qlpStats;

  return (
    <Stack gap="6">
      <PageHeader title={pageTitle('qlp')} description="Quote landing page views of every agent's sites." />
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
          <Text>{`${formatCount(stats.count)} quote landing pages`}</Text>
          <DataTable
            label="Quote landing pages"
            busy={pending}
            paginated
            rows={stats.results}
            rowKey={(r) => r.domainName}
            columns={[
              { key: 'agent', header: 'Agent', cell: (r) => `${r.agentName} (${r.associateId})` },
              { key: 'domain', header: 'Domain', longText: true, cell: (r) => r.domainName },
              { key: 'views', header: 'Views', align: 'end', cell: (r) => formatCount(r.qlpViews) },
              { key: 'starts', header: 'Quote starts', align: 'end', cell: (r) => formatCount(r.quoteStarts) },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
