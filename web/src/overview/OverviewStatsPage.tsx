import { Stack, Text } from '@chakra-ui/react';
import { isProductType, MESSAGES, PRODUCT_LABELS } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { OverviewStatsPageQuery } from '../__generated__/OverviewStatsPageQuery.graphql';
import { describeRange } from '../widgets/dateRange';
import { RangeControl } from '../widgets/RangeControl';
import { StatTotals } from '../widgets/StatTotals';
import { DataTable } from '../widgets/DataTable';
import type { OverviewStatsData } from './loaders';
import { OverviewHeading } from './OverviewHeading';
import { pageDescription, pageTitle } from './pages';
import { useRangeNavigation } from './useRangeNavigation';

/** ROUTE-052, OVERVIEW-005: M1 stats, the traffic of the M1 and M2 websites over a range (decision D-47). */
export default function OverviewStatsPage() {
  const { queryRef } = useLoaderData() as OverviewStatsData;
  const data = usePreloadedQuery<OverviewStatsPageQuery>(
    graphql`
      query OverviewStatsPageQuery($startDate: String!, $endDate: String!) {
        overview {
          m1Stats(startDate: $startDate, endDate: $endDate) {
            totals {
              domains
              visits
              pageViews
              phoneClicks
              contactFormsSent
              quoteStarts
            }
            sites {
              associateId
              agentName
              domainName
              productType
              active
              visits
              pageViews
              phoneClicks
              contactFormsSent
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
  const stats = data.overview?.m1Stats ?? null;

  return (
    <Stack gap="6">
      <OverviewHeading title={pageTitle('stats')}>{pageDescription('stats')}</OverviewHeading>
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
              {
                key: 'type',
                header: 'Type',
                cell: (r) => (isProductType(r.productType) ? PRODUCT_LABELS[r.productType] : r.productType),
              },
              { key: 'visits', header: 'Visits', align: 'end', cell: (r) => r.visits.toLocaleString() },
              { key: 'views', header: 'Page views', align: 'end', cell: (r) => r.pageViews.toLocaleString() },
              { key: 'phone', header: 'Phone clicks', align: 'end', cell: (r) => r.phoneClicks.toLocaleString() },
              { key: 'forms', header: 'Contact forms', align: 'end', cell: (r) => r.contactFormsSent.toLocaleString() },
              { key: 'quotes', header: 'Quote starts', align: 'end', cell: (r) => r.quoteStarts.toLocaleString() },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
