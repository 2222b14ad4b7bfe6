import { MESSAGES } from '@portal/rules';
import { graphql, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { mutationsCreateSiteNotificationMutation } from '../../__generated__/mutationsCreateSiteNotificationMutation.graphql';
import type { mutationsDeleteSiteNotificationMutation } from '../../__generated__/mutationsDeleteSiteNotificationMutation.graphql';
import type { mutationsUpdateSiteNotificationMutation } from '../../__generated__/mutationsUpdateSiteNotificationMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';
import type { NotificationInput } from './notificationForm';

const SAVE_NOTIFICATION = { saving: 'Saving the notification…', saved: 'Notification saved' };

// The tab and the shell's banner read the same root list (siteNotifications); each write changes that list in the
// store, so the table refreshes at once and the banner on the next navigation (decisions D-98, D-99). An edit needs
// nothing more: the payload's record has the same id.

const LIST = 'siteNotifications';

function appendCreated(store: RecordSourceSelectorProxy) {
  const created = store.getRootField('createSiteNotification')?.getLinkedRecord('siteNotification');
  const root = store.getRoot();
  const list = root.getLinkedRecords(LIST);
  if (created && list) root.setLinkedRecords([...list, created], LIST);
}

function removeDeleted(store: RecordSourceSelectorProxy) {
  const deletedId = store.getRootField('deleteSiteNotification')?.getValue('deletedId');
  if (typeof deletedId !== 'string') return;
  const root = store.getRoot();
  const list = root.getLinkedRecords(LIST);
  if (list) root.setLinkedRecords(list.filter((r) => r?.getDataID() !== deletedId), LIST);
  store.delete(deletedId);
}

/** ADMIN-047, ADMIN-049 (API-005). */
export function useCreateSiteNotification() {
  const [commit] = useKitMutation<mutationsCreateSiteNotificationMutation>(graphql`
    mutation mutationsCreateSiteNotificationMutation($input: SiteNotificationInput!) {
      createSiteNotification(input: $input) {
        siteNotification {
          id
          ...NotificationsTable_notification
        }
      }
    }
  `);
  return (input: NotificationInput) =>
    commit({ input }, { save: { ...SAVE_NOTIFICATION, failure: MESSAGES.notificationSave }, updater: appendCreated });
}

/** ADMIN-048 (API-006). */
export function useUpdateSiteNotification() {
  const [commit] = useKitMutation<mutationsUpdateSiteNotificationMutation>(graphql`
    mutation mutationsUpdateSiteNotificationMutation($id: ID!, $input: SiteNotificationInput!) {
      updateSiteNotification(id: $id, input: $input) {
        siteNotification {
          id
          ...NotificationsTable_notification
        }
      }
    }
  `);
  return (id: string, input: NotificationInput) =>
    commit({ id, input }, { save: { ...SAVE_NOTIFICATION, failure: MESSAGES.notificationSave } });
}

/** ADMIN-050 (API-007). */
export function useDeleteSiteNotification() {
  const [commit] = useKitMutation<mutationsDeleteSiteNotificationMutation>(graphql`
    mutation mutationsDeleteSiteNotificationMutation($id: ID!) {
      deleteSiteNotification(id: $id) {
        deletedId
      }
    }
  `);
  return (id: string) =>
    commit(
      { id },
      {
        save: { saving: 'Deleting the notification…', saved: 'Notification deleted', failure: MESSAGES.notificationDelete },
        updater: removeDeleted,
      },
    );
}
