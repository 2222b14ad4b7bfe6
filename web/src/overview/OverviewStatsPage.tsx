import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewStatsPage_overview$key } from '../__generated__/OverviewStatsPage_overview.graphql';
import { formatCount, productTypeLabel } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { DataTable } from '../widgets/DataTable';
import { describeRange } from '../widgets/dateRange';
import { PageHeader } from '../widgets/PageHeader';
import { RangeControl } from '../widgets/RangeControl';
import { StatTotals } from '../widgets/StatTotals';
import { useOverviewStatsData } from './loaders';
import { pageDescription, pageTitle } from './pages';
import { useRangeNavigation } from './useRangeNavigation';
import { QueueNavCount } from './QueueNavCount';

/** ROUTE-052, OVERVIEW-005: M1 stats, the traffic of the M1 and M2 websites over a range (decision D-47). */
export default function OverviewStatsPage() {
  const overview = requirePageData(useOverviewStatsData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <M1Stats overview={overview} />
    </>
  );
}

function M1Stats({ overview }: { overview: OverviewStatsPage_overview$key }) {
  const data = useFragment(
    graphql`
      fragment OverviewStatsPage_overview on Overview
      @argumentDefinitions(startDate: { type: "String!" }, endDate: { type: "String!" }) {
        m1Stats(startDate: $startDate, endDate: $endDate) {
          totals {
            domains
            visits
            pageViews
            phoneClicks
          }
          sites {
            associateId
            agentName
            domainName
            productType
            visits
            pageViews
            phoneClicks
            contactFormsSent
            quoteStarts
          }
        }
      }
    `,
    overview,
  );
  const { range, applyRange, pending } = useRangeNavigation();
  const stats = data.m1Stats;

  return (
    <Stack gap="6">
      <PageHeader title={pageTitle('stats')} description={pageDescription('stats')} />
      <RangeControl value={range} onChange={applyRange} pending={pending} />
      <Text color="fg.muted" aria-live="polite">
        {pending ? 'Loading…' : describeRange(range)}
      </Text>
      {!stats ? (
        // ERR-039 is in the alert bar too.
        <Text color="fg.error">{MESSAGES.m1Stats}</Text>
      ) : (
        <>
          <StatTotals
            label="M1 stats totals"
            items={[
              { label: 'Websites', value: stats.totals.domains },
              { label: 'Visits', value: stats.totals.visits },
              { label: 'Page views', value: stats.totals.pageViews },
              { label: 'Phone clicks', value: stats.totals.phoneClicks },
            ]}
          />
          <DataTable
            label="M1 and M2 websites"
            busy={pending}
            paginated
            rows={stats.sites}
            rowKey={(r) => r.domainName}
            columns={[
              { key: 'agent', header: 'Agent', cell: (r) => `${r.agentName} (${r.associateId})` },
              { key: 'domain', header: 'Domain', longText: true, cell: (r) => r.domainName },
              { key: 'type', header: 'Type', cell: (r) => productTypeLabel(r.productType) },
              { key: 'visits', header: 'Visits', align: 'end', cell: (r) => formatCount(r.visits) },
              { key: 'views', header: 'Page views', align: 'end', cell: (r) => formatCount(r.pageViews) },
              { key: 'phone', header: 'Phone clicks', align: 'end', cell: (r) => formatCount(r.phoneClicks) },
              { key: 'forms', header: 'Contact forms', align: 'end', cell: (r) => formatCount(r.contactFormsSent) },
              { key: 'quotes', header: 'Quote starts', align: 'end', cell: (r) => formatCount(r.quoteStarts) },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
