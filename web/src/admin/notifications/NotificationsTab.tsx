import { Alert, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { NotificationsTabQuery } from '../../__generated__/NotificationsTabQuery.graphql';
import { ErrorBoundary } from '../../routes/ErrorBoundary';
import { useCreateSiteNotification, useDeleteSiteNotification, useUpdateSiteNotification } from './mutations';
import { NotificationDialog } from './NotificationDialog';
import type { NotificationDialogMode } from './notificationForm';
import { NotificationsTable, type NotificationRow } from './NotificationsTable';

/** ERR-054: the list did not load: the text in the table's place, with a retry. */
function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{MESSAGES.notificationsLoad}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

function NotificationsList({ fetchKey, onAction }: { fetchKey: number; onAction: (mode: NotificationDialogMode, row: NotificationRow) => void }) {
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
    { fetchPolicy: 'store-and-network', fetchKey },
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
  const [attempt, setAttempt] = useState(0);
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
      <ErrorBoundary key={attempt} fallback={<LoadFailure onRetry={() => setAttempt((n) => n + 1)} />}>
        <Suspense
          fallback={
            <Flex gap="2" align="center" role="status">
              <Spinner size="sm" />
              <Text>Loading the site notifications…</Text>
            </Flex>
          }
        >
          <NotificationsList fetchKey={attempt} onAction={(mode, row) => setDialog({ mode, row })} />
        </Suspense>
      </ErrorBoundary>
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
