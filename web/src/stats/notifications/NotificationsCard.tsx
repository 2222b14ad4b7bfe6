import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useRef, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { NotificationsCard_agent$key } from '../../__generated__/NotificationsCard_agent.graphql';
import type { NotificationsCardRefetchQuery } from '../../__generated__/NotificationsCardRefetchQuery.graphql';
import { LoadFailure } from '../../widgets/LoadFailure';
import { useDismissAgentNotification } from './mutations';
import { NotificationItem } from './NotificationItem';

const NO_NOTIFICATIONS = 'You have no notifications.';

/**
 * STATS-004..006: the agent's notifications on the dashboard. A failed load (ERR-086) stays inside this card, with a
 * way to try again, while the rest of the dashboard shows.
 */
export function NotificationsCard({ agent }: { agent: NotificationsCard_agent$key }) {
  const [data, refetch] = useRefetchableFragment<NotificationsCardRefetchQuery, NotificationsCard_agent$key>(
    graphql`
      fragment NotificationsCard_agent on Agent @refetchable(queryName: "NotificationsCardRefetchQuery") {
        id
        notifications {
          id
          ...NotificationItem_notification
        }
      }
    `,
    agent,
  );
  const [dismiss] = useDismissAgentNotification();
  const [reloading, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const { notifications } = data;

  const onDismiss = (id: string) => {
    // The item leaves at once: keep the keyboard focus in the card rather than lost on the page.
    heading.current?.focus();
    // The failure is in the alert bar (ERR-087) and Relay puts the item back.
    dismiss(data.id, id).catch(() => undefined);
  };

  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  return (
    <Stack as="section" gap="3" aria-labelledby="notifications-heading">
      <Heading as="h2" size="lg" id="notifications-heading" ref={heading} tabIndex={-1}>
        Notifications
      </Heading>
      {notifications === null || notifications === undefined ? (
        <LoadFailure text={MESSAGES.agentNotificationsLoad} onRetry={reload} retrying={reloading} />
      ) : notifications.length === 0 ? (
        <Text color="fg.muted">{NO_NOTIFICATIONS}</Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-labelledby="notifications-heading">
          {notifications.map((n) => (
            <List.Item key={n.id} display="block">
              <NotificationItem notification={n} onDismiss={onDismiss} />
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
