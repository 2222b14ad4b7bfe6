import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { NotificationsTabQuery } from '../../__generated__/NotificationsTabQuery.graphql';
import { QueryBoundary, type QueryFetchOptions } from '../../widgets/QueryBoundary';
import { useCreateSiteNotification, useDeleteSiteNotification, useUpdateSiteNotification } from './mutations';
import { NotificationDialog } from './NotificationDialog';
import type { NotificationDialogMode } from './notificationForm';
import { NotificationsTable, type NotificationRow } from './NotificationsTable';

function NotificationsList({
  query,
  onAction,
}: {
  query: QueryFetchOptions;
  onAction: (mode: NotificationDialogMode, row: NotificationRow) => void;
}) {
  // The shell reads this same list (every notification, active or not): the tab's writes update it for both.
  const data = useLazyLoadQuery<NotificationsTabQuery>(
    graphql`
      query NotificationsTabQuery {
        siteNotifications {
          ...NotificationsTable_notification
        }
      }
    `,
    {},
    query,
  );
  return <NotificationsTable notifications={data.siteNotifications} onAction={onAction} />;
}

interface DialogState {
  mode: NotificationDialogMode;
  row: NotificationRow | null;
}

/**
 * ADMIN-018, ADMIN-044..051: the site notifications (API-004) with add, edit, duplicate and delete in one dialog, and
 * a live preview of the notification as agents will see it.
 */
export default function NotificationsTab() {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const create = useCreateSiteNotification();
  const update = useUpdateSiteNotification();
  const remove = useDeleteSiteNotification();
  const close = () => setDialog(null);

  return (
    <Stack gap="4" as="section" aria-labelledby="admin-notifications-title">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id="admin-notifications-title">
          Site notifications
        </Heading>
        <Button size="sm" onClick={() => setDialog({ mode: 'adding', row: null })}>
          Add notification
        </Button>
      </Flex>
      {/* ERR-054 in the list's place, with "Try again": the heading and the add button stay. */}
      <QueryBoundary
        loadingText="Loading the site notifications…"
        failureText={MESSAGES.notificationsLoad}
        fetchPolicy="store-and-network"
        announce
      >
        {(query) => <NotificationsList query={query} onAction={(mode, row) => setDialog({ mode, row })} />}
      </QueryBoundary>
      {dialog && (
        <NotificationDialog
          mode={dialog.mode}
          notification={dialog.row}
          onSave={(input) => (dialog.mode === 'editing' && dialog.row ? update(dialog.row.id, input) : create(input))}
          onDelete={() => (dialog.row ? remove(dialog.row.id) : Promise.resolve())}
          onClose={close}
        />
      )}
    </Stack>
  );
}
