import type { ComponentType } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../shell/useDocumentTitle';
import { onlyTabChanged } from '../widgets/tabParam';
import { loadChunk } from './lazyChunk';

/** A route's page: its code is its own chunk, fetched while the route's loader starts the page's query. */
export function page(
  load: () => Promise<{ default: ComponentType }>,
  title: RouteHandle['title'],
  handle: Omit<RouteHandle, 'title'> = {},
) {
  return {
    lazy: { Component: async () => (await loadChunk(load)).default },
    shouldRevalidate: skipTabSwitches,
    handle: { ...handle, title } satisfies RouteHandle,
  };
}

/** A tab switch (SHELL-040) reruns no loader; anything else revalidates as usual. */
export function skipTabSwitches({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return onlyTabChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
