import { Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CallTrackingTabQuery } from '../../__generated__/CallTrackingTabQuery.graphql';
import { useAlerts } from '../../alerts/alertStore';
import { DEFAULT_RANGE_DAYS, defaultRange, describeRange } from '../../widgets/dateRange';
import { LoadFailure } from '../../widgets/LoadFailure';
import { useTabReload, type AgentTabProps } from '../agentTab';
import { CallTrackingCallsTable } from './CallTrackingCallsTable';
import { CallTrackingHistoryTable } from './CallTrackingHistoryTable';
import { CallTrackingPool, CreateCallTracking } from './CallTrackingPool';
import { CallTrackingStatsTable } from './CallTrackingStatsTable';

/**
 * ADMIN-008, ADMIN-030..033: the agent's call tracking pool (3 lines included, 0-10 extra), creating and disabling
 * the account, its stats and its calls of the last 30 days. The pool controls are here only (decision D-43); the
 * agent's own page is read-only apart from the area-code retry.
 */
export default function CallTrackingTab({ agentId, query }: AgentTabProps) {
  const [range] = useState(defaultRange);
  // Create and disable change which parts the tab has, and "Try again" asks again: its query runs again.
  const { options, reload, reloading } = useTabReload(query);
  const { agent } = useLazyLoadQuery<CallTrackingTabQuery>(
    graphql`
      query CallTrackingTabQuery($associateId: ID!, $startDate: String!, $endDate: String!) {
        agent(associateId: $associateId) {
          callTracking {
            id
            ...CallTrackingPool_callTracking
            ...CallTrackingStatsTable_callTracking
            ...CallTrackingCallsTable_callTracking @arguments(startDate: $startDate, endDate: $endDate)
            ...CallTrackingHistoryTable_callTracking @arguments(startDate: $startDate, endDate: $endDate)
          }
        }
      }
    `,
    { associateId: agentId, ...range },
    options,
  );
  const alerts = useAlerts();
  const account = agent?.callTracking ?? null;
  const retry = { onRetry: reload, retrying: reloading };
  // A 404 is silent (ERR-091) and means no account; any other failure is ERR-065, already in the alert bar.
  const failed = !account && alerts.some((a) => a.message === MESSAGES.callTrackingInfo);

  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="admin-ct-pool">
        <Heading as="h3" size="md" id="admin-ct-pool">
          Pool size
        </Heading>
        {account ? (
          <CallTrackingPool key={account.id} agentId={agentId} callTracking={account} onChanged={reload} />
        ) : failed || !agent ? (
          <LoadFailure text={MESSAGES.callTrackingInfo} onRetry={reload} retrying={reloading} />
        ) : (
          <CreateCallTracking agentId={agentId} onChanged={reload} />
        )}
      </Stack>
      {account && (
        <>
          <Stack as="section" gap="3" aria-labelledby="admin-ct-stats">
            {/* Issue #26: the two periods say which is which (API-085 counts every call, the lists the range's). */}
            <Heading as="h3" size="md" id="admin-ct-stats">
              All-time totals
            </Heading>
            <Text color="fg.muted">Every call since the account was set up.</Text>
            <CallTrackingStatsTable callTracking={account} retry={retry} />
          </Stack>
          <Stack as="section" gap="3" aria-labelledby="admin-ct-calls">
            <Heading as="h3" size="md" id="admin-ct-calls">
              {`Calls in the last ${DEFAULT_RANGE_DAYS} days`}
            </Heading>
            <CallTrackingCallsTable callTracking={account} rangeText={describeRange(range)} retry={retry} />
          </Stack>
          <Stack as="section" gap="3" aria-labelledby="admin-ct-history">
            <Heading as="h3" size="md" id="admin-ct-history">
              Call history
            </Heading>
            <Text color="fg.muted">{`Calls per day in the last ${DEFAULT_RANGE_DAYS} days (${describeRange(range)}), days with calls only.`}</Text>
            <CallTrackingHistoryTable callTracking={account} retry={retry} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
