import { ACTIVITY_DEFAULT_SORT } from './activityView';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ActivityTable_events$key } from '../../__generated__/ActivityTable_events.graphql';
import { formatDateTime, UNKNOWN } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import { serviceTypeLabel } from './activityText';

export interface ActivityRow {
  readonly eventId: string;
  readonly updatedBy: string | null | undefined;
  readonly ip: string | null | undefined;
  readonly created: unknown;
  readonly storedDescription: string | null | undefined;
  readonly description: string | null | undefined;
  readonly serviceType: string | null | undefined;
}

const text = (value: string | null | undefined) => value || UNKNOWN;
const createdOf = (row: ActivityRow) => new Date(String(row.created));

/** ADMIN-076: the six columns, every one sortable. */
export const ACTIVITY_COLUMNS: Column<ActivityRow>[] = [
  { key: 'updatedBy', header: 'Updated By', cell: (r) => text(r.updatedBy), sortValue: (r) => r.updatedBy },
  { key: 'ip', header: 'IP Address', cell: (r) => text(r.ip), sortValue: (r) => r.ip, nowrap: true },
  {
    key: ACTIVITY_DEFAULT_SORT.key,
    header: 'Date',
    cell: (r) => formatDateTime(createdOf(r)),
    nowrap: true,
    sortValue: createdOf,
    firstDirection: 'desc',
  },
  {
    key: 'storedDescription',
    header: 'Stored Description',
    cell: (r) => text(r.storedDescription),
    sortValue: (r) => r.storedDescription,
  },
  { key: 'description', header: 'Description', cell: (r) => text(r.description), sortValue: (r) => r.description },
  {
    key: 'serviceType',
    header: 'Service Type',
    cell: (r) => text(serviceTypeLabel(r.serviceType)),
    sortValue: (r) => serviceTypeLabel(r.serviceType),
  },
];

/** ADMIN-075: a sortable, paginated table, newest first until a header is clicked. */
export function ActivityTable({ label, events }: { label: string; events: ActivityTable_events$key }) {
  const rows = useFragment(
    graphql`
      fragment ActivityTable_events on ActivityEvent @relay(plural: true) {
        eventId
        updatedBy
        ip
        created
        storedDescription
        description
        serviceType
      }
    `,
    events,
  );
  return (
    <DataTable
      label={label}
      columns={ACTIVITY_COLUMNS}
      rows={rows}
      rowKey={(r) => r.eventId}
      defaultSort={{ ...ACTIVITY_DEFAULT_SORT }}
      paginated
    />
  );
}
