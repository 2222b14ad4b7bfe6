import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  CallTrackingHistoryTable_callTracking$data,
  CallTrackingHistoryTable_callTracking$key,
} from '../../__generated__/CallTrackingHistoryTable_callTracking.graphql';
import { formatCount, formatDate } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import { LoadFailure } from '../../widgets/LoadFailure';
import type { PartRetry } from '../agentTab';

type Day = NonNullable<CallTrackingHistoryTable_callTracking$data['history']>[number];

const COLUMNS: Column<Day>[] = [
  { key: 'date', header: 'Day', sortValue: (d) => d.date, cell: (d) => formatDate(d.date), nowrap: true },
  { key: 'calls', header: 'Calls', align: 'end', sortValue: (d) => d.calls, cell: (d) => formatCount(d.calls) },
  { key: 'answered', header: 'Answered', align: 'end', sortValue: (d) => d.answered, cell: (d) => formatCount(d.answered) },
  {
    key: 'unanswered',
    header: 'Not answered',
    align: 'end',
    sortValue: (d) => d.calls - d.answered,
    cell: (d) => formatCount(d.calls - d.answered),
  },
];

/**
 * ADMIN-033, ERR-071 (decision D-193): the calls of the range per day, days with calls only, newest first, so a
 * support person sees at a glance when the lines were busy or went quiet. A failure is ERR-071, here and in the
 * alert bar.
 */
export function CallTrackingHistoryTable({
  callTracking,
  retry,
}: {
  callTracking: CallTrackingHistoryTable_callTracking$key;
  retry: PartRetry;
}) {
  const { history } = useFragment(
    graphql`
      fragment CallTrackingHistoryTable_callTracking on CallTracking
      @argumentDefinitions(startDate: { type: "String!" }, endDate: { type: "String!" }) {
        history(startDate: $startDate, endDate: $endDate) {
          date
          calls
          answered
        }
      }
    `,
    callTracking,
  );
  if (!history) return <LoadFailure text={MESSAGES.callTrackingHistory} {...retry} />;
  return (
    <DataTable
      label="Call history"
      columns={COLUMNS}
      rows={history}
      rowKey={(d) => d.date}
      defaultSort={{ key: 'date', direction: 'desc' }}
      paginated
    />
  );
}
