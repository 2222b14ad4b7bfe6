import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewCallTrackingPage_overview$key } from '../__generated__/OverviewCallTrackingPage_overview.graphql';
import { formatCount, UNKNOWN } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { DataTable } from '../widgets/DataTable';
import { describeRange } from '../widgets/dateRange';
import { PageHeader } from '../widgets/PageHeader';
import { RangeControl } from '../widgets/RangeControl';
import { StatTotals } from '../widgets/StatTotals';
import { useOverviewCallTrackingData } from './loaders';
import { pageDescription } from './pages';
import { useRangeNavigation } from './useRangeNavigation';
import { QueueNavCount } from './QueueNavCount';

/** ROUTE-048, OVERVIEW-002: call tracking accounts and calls per agent over a range (VALID-043). */
export default function OverviewCallTrackingPage() {
  const overview = requirePageData(useOverviewCallTrackingData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <CallTracking overview={overview} />
    </>
  );
}

function CallTracking({ overview }: { overview: OverviewCallTrackingPage_overview$key }) {
  const data = useFragment(
    graphql`
      fragment OverviewCallTrackingPage_overview on Overview
      @argumentDefinitions(startDate: { type: "String!" }, endDate: { type: "String!" }) {
        callTracking(startDate: $startDate, endDate: $endDate) {
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
    `,
    overview,
  );
  const { range, applyRange, pending } = useRangeNavigation();
  const ct = data.callTracking;

  return (
    <Stack gap="6">
      <PageHeader title="Call tracking" description={pageDescription('calltracking')} />
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
              { key: 'pool', header: 'Lines', align: 'end', cell: (r) => (r.poolSize == null ? UNKNOWN : formatCount(r.poolSize)) },
              { key: 'area', header: 'Area code', cell: (r) => r.areaCode ?? UNKNOWN },
              { key: 'calls', header: 'Calls', align: 'end', cell: (r) => formatCount(r.callCount) },
              { key: 'answered', header: 'Answered', align: 'end', cell: (r) => formatCount(r.answered) },
              { key: 'missed', header: 'Missed', align: 'end', cell: (r) => formatCount(r.missed) },
              { key: 'voicemail', header: 'Voicemail', align: 'end', cell: (r) => formatCount(r.voicemail) },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
