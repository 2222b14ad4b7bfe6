/** How the Domain Activity tab shows its events (ADMIN-072, ADMIN-075). */

/** ADMIN-072: what the tab says while the service updates load. */
export const ACTIVITY_LOADING_TEXT = 'Retrieving domain activity...';

/** ADMIN-075: each group's table starts sorted by created, newest first. */
export const ACTIVITY_DEFAULT_SORT = { key: 'created', direction: 'desc' } as const;
