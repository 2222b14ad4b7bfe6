import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { OverviewCallTrackingPageQuery } from '../__generated__/OverviewCallTrackingPageQuery.graphql';
import { describeRange } from '../widgets/dateRange';
import { RangeControl } from '../widgets/RangeControl';
import { StatTotals } from '../widgets/StatTotals';
import { DataTable } from '../widgets/DataTable';
import type { OverviewCallTrackingData } from './loaders';
import { OverviewHeading } from './OverviewHeading';
import { pageDescription } from './pages';
import { useRangeNavigation } from './useRangeNavigation';

/** ROUTE-048, OVERVIEW-002: call tracking accounts and calls per agent over a range (VALID-043). */
export default function OverviewCallTrackingPage() {
  const { queryRef } = useLoaderData() as OverviewCallTrackingData;
  const data = usePreloadedQuery<OverviewCallTrackingPageQuery>(
    graphql`
      query OverviewCallTrackingPageQuery($startDate: String!, $endDate: String!) {
        overview {
          callTracking(startDate: $startDate, endDate: $endDate) {
            startDate
            endDate
            accounts
            callCount
            agents {
              associateId
              agentName
              hasAccount
              poolSize
              areaCode
              callCount
              answered
              missed
              voicemail
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { applyRange, pending } = useRangeNavigation();
  const range = { startDate: queryRef.variables.startDate, endDate: queryRef.variables.endDate };
  const ct = data.overview?.callTracking ?? null;

  return (
    <Stack gap="6">
      <OverviewHeading title="Call tracking">{pageDescription('calltracking')}</OverviewHeading>
      <RangeControl value={range} onChange={applyRange} pending={pending} />
      <Text color="fg.muted" aria-live="polite">
        {pending ? 'Loading…' : describeRange(range)}
      </Text>
      {!ct ? (
        <Text color="fg.error">{MESSAGES.generic}</Text>
      ) : (
        <>
          <StatTotals
            label="Call tracking totals"
            items={[
              { label: 'Agents with call tracking', value: ct.accounts },
              { label: 'Calls', value: ct.callCount },
            ]}
          />
          <DataTable
            label="Call tracking by agent"
            busy={pending}
            paginated
            rows={ct.agents}
            rowKey={(r) => r.associateId}
            columns={[
              { key: 'agent', header: 'Agent', cell: (r) => `${r.agentName} (${r.associateId})` },
              { key: 'account', header: 'Account', cell: (r) => (r.hasAccount ? 'Yes' : 'No') },
              { key: 'pool', header: 'Lines', align: 'end', cell: (r) => r.poolSize ?? '—' },
              { key: 'area', header: 'Area code', cell: (r) => r.areaCode ?? '—' },
              { key: 'calls', header: 'Calls', align: 'end', cell: (r) => r.callCount.toLocaleString() },
              { key: 'answered', header: 'Answered', align: 'end', cell: (r) => r.answered.toLocaleString() },
              { key: 'missed', header: 'Missed', align: 'end', cell: (r) => r.missed.toLocaleString() },
              { key: 'voicemail', header: 'Voicemail', align: 'end', cell: (r) => r.voicemail.toLocaleString() },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
