import { graphql, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { mutationsDismissAgentNotificationMutation } from '../../__generated__/mutationsDismissAgentNotificationMutation.graphql';
import type { mutationsExpandAgentNotificationMutation } from '../../__generated__/mutationsExpandAgentNotificationMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

/** Takes one notification out of the agent's list in the store (the list field has no arguments). */
function dropFromList(store: RecordSourceSelectorProxy, agentId: string, notificationId: string): void {
  const agent = store.get(agentId);
  const list = agent?.getLinkedRecords('notifications');
  if (!agent || !list) return;
  agent.setLinkedRecords(
    list.filter((item) => item != null && item.getDataID() !== notificationId),
    'notifications',
  );
}

/**
 * STATS-005 (API-063): the notification leaves the list at once; if the write fails Relay puts it back and the
 * alert bar says ERR-087.
 */
export function useDismissAgentNotification() {
  const [commit, inFlight] = useKitMutation<mutationsDismissAgentNotificationMutation>(graphql`
    mutation mutationsDismissAgentNotificationMutation($input: AgentNotificationInput!) {
      dismissAgentNotification(input: $input) {
        deletedId
      }
    }
  `);
  const dismiss = (agentId: string, notificationId: string) =>
    commit(
      { input: { id: notificationId } },
      {
        optimisticUpdater: (store) => dropFromList(store, agentId, notificationId),
        updater: (store) => dropFromList(store, agentId, notificationId),
      },
    );
  return [dismiss, inFlight] as const;
}

/**
 * STATS-006 (API-064): the notification reads as expanded at once; if the write fails Relay rolls it back and the
 * alert bar says ERR-088.
 */
export function useExpandAgentNotification() {
  const [commit, inFlight] = useKitMutation<mutationsExpandAgentNotificationMutation>(graphql`
    mutation mutationsExpandAgentNotificationMutation($input: AgentNotificationInput!) @raw_response_type {
      expandAgentNotification(input: $input) {
        notification {
          id
          expanded
        }
      }
    }
  `);
  const expand = (notificationId: string) =>
    commit(
      { input: { id: notificationId } },
      { optimisticResponse: { expandAgentNotification: { notification: { id: notificationId, expanded: true } } } },
    );
  return [expand, inFlight] as const;
}
