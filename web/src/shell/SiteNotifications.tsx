import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { SiteNotificationsQuery } from '../__generated__/SiteNotificationsQuery.graphql';
import { SiteNotificationAlert } from './SiteNotificationAlert';
import { DISMISSED_NOTIFICATIONS_KEY, visibleNotifications, type NotificationPlace } from './siteNotifications';

const siteNotificationsQuery = graphql`
  query SiteNotificationsQuery {
    siteNotifications {
      id
      header
      message
      variant
      active
      showDashboard
      showMxeditor
    }
  }
`;

function readDismissed(): Set<string> {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(DISMISSED_NOTIFICATIONS_KEY) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeDismissed(ids: ReadonlySet<string>): void {
  try {
    window.sessionStorage.setItem(DISMISSED_NOTIFICATIONS_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage disabled: dismissed until the page reloads.
  }
}

interface Props {
  queryRef: PreloadedQuery<SiteNotificationsQuery>;
  place: NotificationPlace;
}

/** SHELL-030, SHELL-031: the active notifications for this page, each dismissible for the session. */
export function SiteNotifications({ queryRef, place }: Props) {
  const { siteNotifications } = usePreloadedQuery<SiteNotificationsQuery>(siteNotificationsQuery, queryRef);
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = visibleNotifications(siteNotifications, place, dismissed);
  if (shown.length === 0) return null;
  const dismiss = (id: string) => {
    const next = new Set(dismissed).add(id);
    setDismissed(next);
    writeDismissed(next);
  };
  return (
    <Stack as="section" aria-label="Site notifications" gap="2" mb="4">
      {shown.map((n) => (
        <SiteNotificationAlert
          key={n.id}
          header={n.header}
          message={n.message}
          variant={n.variant}
          onDismiss={() => dismiss(n.id)}
        />
      ))}
    </Stack>
  );
}
