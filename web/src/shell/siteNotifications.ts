/** Where a page shows site notifications (SHELL-031): the route handle's `siteNotifications`. */
export type NotificationPlace = 'dashboard' | 'mxeditor';

export interface NotificationLike {
  id: string;
  active: boolean;
  showDashboard: boolean;
  showMxeditor: boolean;
}

export const DISMISSED_NOTIFICATIONS_KEY = 'portal.dismissedNotifications';

/** SHELL-030, SHELL-031: the active notifications meant for this place that the user has not dismissed. */
export function visibleNotifications<T extends NotificationLike>(
  list: readonly T[],
  place: NotificationPlace | null | undefined,
  dismissed: ReadonlySet<string>,
): T[] {
  if (!place) return [];
  return list.filter(
    (n) => n.active && !dismissed.has(n.id) && (place === 'dashboard' ? n.showDashboard : n.showMxeditor),
  );
}
