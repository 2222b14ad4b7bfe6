import { z } from 'zod';
import { isoDateTime, noContent, restCall } from './call';
import { notificationVariant } from './shell';

// The agent's own notifications on the dashboard (API-062..064, STATS-004..006; decision D-97). The spec names only
// note_id: the record is what the provider tells one agent (a renewal, a failed payment, a new feature).

/** One notification of an agent (API-062, API-064), styled like a site notification. */
export const agentNotificationRecord = z.object({
  note_id: z.number().int().positive(),
  title: z.string().trim().min(1),
  /** The full text, shown when the agent expands the notification. */
  message: z.string(),
  variant: notificationVariant,
  created: isoDateTime,
  /** The agent has expanded (read) it (API-064). */
  expanded: z.boolean(),
});
export type AgentNotificationRecord = z.output<typeof agentNotificationRecord>;

const NOTIFICATIONS = 'api/agents/{agentId}/notifications/';

export const agentNotificationCalls = {
  /** The agent's notifications that are not dismissed, newest first. */
  list: restCall({ api: 'API-062', method: 'GET', path: NOTIFICATIONS, answer: z.array(agentNotificationRecord) }),
  /** Dismisses one: it is gone from the list for good. */
  dismiss: restCall({ api: 'API-063', method: 'DELETE', path: `${NOTIFICATIONS}{noteId}/`, answer: noContent, status: 204 }),
  /** Marks one expanded (read); answers it as stored. */
  expand: restCall({ api: 'API-064', method: 'PUT', path: `${NOTIFICATIONS}{noteId}/expand/`, answer: agentNotificationRecord }),
};
