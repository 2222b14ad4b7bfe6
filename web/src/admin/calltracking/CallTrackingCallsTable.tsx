import { Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  CallTrackingCallsTable_callTracking$data,
  CallTrackingCallsTable_callTracking$key,
} from '../../__generated__/CallTrackingCallsTable_callTracking.graphql';
import { callStatusLabel, formatCount, formatDateTime, formatDuration, formatPhone, UNKNOWN } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import { LoadFailure } from '../../widgets/LoadFailure';
import type { PartRetry } from '../agentTab';

type Call = NonNullable<CallTrackingCallsTable_callTracking$data['calls']>['edges'][number]['node'];

// Times, numbers and names never wrap inside themselves: in the narrow drawer the table scrolls sideways instead.
const COLUMNS: Column<Call>[] = [
  { key: 'started', header: 'Started', cell: (c) => formatDateTime(c.started), nowrap: true },
  { key: 'duration', header: 'Duration', align: 'end', cell: (c) => formatDuration(c.duration) },
  { key: 'caller', header: 'Caller', cell: (c) => formatPhone(c.callerNumber), nowrap: true },
  { key: 'tracking', header: 'Tracking number', cell: (c) => formatPhone(c.trackingNumber), nowrap: true },
  { key: 'status', header: 'Status', cell: (c) => callStatusLabel(c.status) },
  { key: 'site', header: 'Site', cell: (c) => c.domainName ?? UNKNOWN, longText: true },
];

/** ADMIN-033 (API-084, limit 9999): the calls of the range, newest first; a failure is ERR-070. */
export function CallTrackingCallsTable({
  callTracking,
  rangeText,
  retry,
}: {
  callTracking: CallTrackingCallsTable_callTracking$key;
  rangeText: string;
  retry: PartRetry;
}) {
  const { calls } = useFragment(
    graphql`
      fragment CallTrackingCallsTable_callTracking on CallTracking
      @argumentDefinitions(startDate: { type: "String!" }, endDate: { type: "String!" }) {
        calls(startDate: $startDate, endDate: $endDate) {
          totalCount
          edges {
            node {
              id
              started
              duration
              callerNumber
              trackingNumber
              status
              domainName
            }
          }
        }
      }
    `,
    callTracking,
  );
  if (!calls) return <LoadFailure text={MESSAGES.callTrackingCalls} {...retry} />;
  return (
    <>
      <Text color="fg.muted">{`${formatCount(calls.totalCount)} calls from ${rangeText}`}</Text>
      <DataTable label="Calls" columns={COLUMNS} rows={calls.edges.map((e) => e.node)} rowKey={(c) => c.id} />
    </>
  );
}
