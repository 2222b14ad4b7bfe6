import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, type RouteTitle } from './documentTitle';
import type { NotificationPlace } from './siteNotifications';

/** A route's `handle`: its title (a fixed text, or one built from the route's params) and shell flags. */
export interface RouteHandle {
  title?: RouteTitle;
  /** SHELL-014: the navigation drawer shows when any matched route sets this. */
  navigation?: boolean;
  /** SHELL-031: which active site notifications this page shows. */
  siteNotifications?: NotificationPlace;
}

function handleOf(match: { handle: unknown }): RouteHandle {
  return (match.handle as RouteHandle | undefined) ?? {};
}

/** SHELL-013: the deepest route's title, else the product name. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = documentTitle(matches.map((m) => ({ title: handleOf(m).title, params: m.params })));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The shell flags of the current page: any matched route may set navigation; the deepest sets notifications. */
export function useRouteFlags(): { navigation: boolean; siteNotifications: NotificationPlace | null } {
  const handles = useMatches().map(handleOf);
  return {
    navigation: handles.some((h) => h.navigation),
    siteNotifications: handles.map((h) => h.siteNotifications).filter(Boolean).at(-1) ?? null,
  };
}
