import { Button, Flex, Text } from '@chakra-ui/react';
import { NOTIFICATION_LOCATIONS } from '@portal/rules';
import {
  NOTIFICATION_LOCATION_LABELS,
  NOTIFICATION_VARIANT_LABELS,
  NOTIFICATION_VARIANTS,
  notificationActiveLabel,
} from './notificationLabels';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  NotificationsTable_notification$data,
  NotificationsTable_notification$key,
} from '../../__generated__/NotificationsTable_notification.graphql';
import { formatDateTime, UNKNOWN } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import type { NotificationDialogMode, NotificationLike } from './notificationForm';

type Row = NotificationsTable_notification$data[number];

/** What a row action hands the dialog: the notification's id and values. */
export type NotificationRow = NotificationLike & { id: string };

const dialogRowOf = (n: Row): NotificationRow => ({
  id: n.id,
  header: n.header,
  message: n.message,
  variant: n.variant,
  start: n.start,
  end: n.end,
  showDashboard: n.showDashboard,
  showMxeditor: n.showMxeditor,
});

const variantLabel = (v: string) => NOTIFICATION_VARIANT_LABELS[NOTIFICATION_VARIANTS.find((k) => k === v) ?? 'info'];
const locationLabel = (l: string) => {
  const key = NOTIFICATION_LOCATIONS.find((k) => k === l);
  return key ? NOTIFICATION_LOCATION_LABELS[key] : UNKNOWN;
};
const time = (value: string | null | undefined) => (value ? Date.parse(value) : 0);

const COLUMNS: Column<Row>[] = [
  { key: 'header', header: 'Header', cell: (n) => <Text minW="16ch">{n.header}</Text>, sortValue: (n) => n.header.toLowerCase() },
  {
    key: 'message',
    header: 'Message',
    cell: (n) => (n.message ? <Text minW="24ch" whiteSpace="pre-wrap">{n.message}</Text> : UNKNOWN),
  },
  { key: 'variant', header: 'Variant', cell: (n) => variantLabel(n.variant), sortValue: (n) => variantLabel(n.variant) },
  {
    key: 'start',
    header: 'Start',
    cell: (n) => formatDateTime(n.start),
    nowrap: true,
    sortValue: (n) => time(n.start),
    firstDirection: 'desc',
  },
  { key: 'end', header: 'End', cell: (n) => formatDateTime(n.end), sortValue: (n) => time(n.end), firstDirection: 'desc', nowrap: true },
  { key: 'location', header: 'Location', cell: (n) => locationLabel(n.location), sortValue: (n) => locationLabel(n.location) },
  { key: 'active', header: 'Active', cell: (n) => notificationActiveLabel(n.active), sortValue: (n) => (n.active ? 0 : 1) },
];

interface Props {
  notifications: NotificationsTable_notification$key;
  /** A row action: the dialog opens in this mode with this row (duplicate is adding with the row's values). */
  onAction: (mode: NotificationDialogMode, row: NotificationRow) => void;
}

/** ADMIN-044, ADMIN-045: every site notification, active or not, in words, newest start first. */
export function NotificationsTable({ notifications, onAction }: Props) {
  const rows = useFragment(
    graphql`
      fragment NotificationsTable_notification on SiteNotification @relay(plural: true) {
        id
        header
        message
        variant
        start
        end
        showDashboard
        showMxeditor
        active
        location
      }
    `,
    notifications,
  );
  return (
    <DataTable
      label="All site notifications"
      columns={COLUMNS}
      rows={rows}
      rowKey={(n) => n.id}
      defaultSort={{ key: 'start', direction: 'desc' }}
      paginated
      verticalAlign="top"
      actions={(n) => (
        <Flex gap="1" justify="flex-end">
          <Button size="xs" variant="outline" aria-label={`Edit notification: ${n.header}`} onClick={() => onAction('editing', dialogRowOf(n))}>
            Edit
          </Button>
          <Button size="xs" variant="outline" aria-label={`Duplicate notification: ${n.header}`} onClick={() => onAction('adding', dialogRowOf(n))}>
            Duplicate
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete notification: ${n.header}`}
            onClick={() => onAction('deleting', dialogRowOf(n))}
          >
            Delete
          </Button>
        </Flex>
      )}
    />
  );
}
