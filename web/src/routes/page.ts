import type { ComponentType } from 'react';
import type { RouteHandle } from '../shell/useDocumentTitle';

/** A route's page: its code is its own chunk, fetched while the route's loader starts the page's query. */
export function page(
  load: () => Promise<{ default: ComponentType }>,
  title: RouteHandle['title'],
  handle: Omit<RouteHandle, 'title'> = {},
) {
  return {
    lazy: { Component: async () => (await load()).default },
    handle: { ...handle, title } satisfies RouteHandle,
  };
}
