import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  CallTrackingStatsTable_callTracking$data,
  CallTrackingStatsTable_callTracking$key,
} from '../../__generated__/CallTrackingStatsTable_callTracking.graphql';
import { formatCount, formatDateTime, formatDuration } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import { LoadFailure } from '../../widgets/LoadFailure';
import type { PartRetry } from '../agentTab';

type Stats = NonNullable<CallTrackingStatsTable_callTracking$data['stats']>;

const COLUMNS: Column<Stats>[] = [
  { key: 'calls', header: 'Calls', align: 'end', cell: (s) => formatCount(s.callCount) },
  { key: 'answered', header: 'Answered', align: 'end', cell: (s) => formatCount(s.answered) },
  { key: 'missed', header: 'Missed', align: 'end', cell: (s) => formatCount(s.missed) },
  { key: 'voicemail', header: 'Voicemail', align: 'end', cell: (s) => formatCount(s.voicemail) },
  { key: 'average', header: 'Average answered call', align: 'end', cell: (s) => formatDuration(s.averageDuration) },
  { key: 'first', header: 'First call', cell: (s) => formatDateTime(s.firstCall), nowrap: true },
  { key: 'last', header: 'Last call', cell: (s) => formatDateTime(s.lastCall), nowrap: true },
];

/** ADMIN-033 (API-085): the account's totals; a failure is ERR-072, in the alert bar and here. */
export function CallTrackingStatsTable({
  callTracking,
  retry,
}: {
  callTracking: CallTrackingStatsTable_callTracking$key;
  retry: PartRetry;
}) {
  const { stats } = useFragment(
    graphql`
      fragment CallTrackingStatsTable_callTracking on CallTracking {
        stats {
          callCount
          answered
          missed
          voicemail
          averageDuration
          firstCall
          lastCall
        }
      }
    `,
    callTracking,
  );
  if (!stats) return <LoadFailure text={MESSAGES.callTrackingData} {...retry} />;
  return <DataTable label="Call stats" columns={COLUMNS} rows={[stats]} rowKey={() => 'stats'} />;
}
