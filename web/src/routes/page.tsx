import { useEffect, type ComponentType } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../shell/useDocumentTitle';
import { onlyTabChanged } from '../widgets/tabParam';
import { registerBootChunk } from './bootQueries';
import { ErrorBoundary } from './ErrorBoundary';
import { loadChunk } from './lazyChunk';
import { notePageRendered } from './pageRendered';

/** The page inside the one error boundary, so a failed render shows the page's failure notice and a retry. */
function bounded(Page: ComponentType): ComponentType {
  function BoundedPage() {
    // Runs once the page (or its failure notice) is committed: whatever waits for the first page starts then.
    useEffect(notePageRendered, []);
    return (
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>
    );
  }
  BoundedPage.displayName = `Bounded(${Page.displayName ?? Page.name ?? 'Page'})`;
  return BoundedPage;
}

/** A route's page: its code is its own chunk, fetched while the route's loader starts the page's query. */
export function page(
  load: () => Promise<{ default: ComponentType }>,
  title: RouteHandle['title'],
  handle: Omit<RouteHandle, 'title'> = {},
) {
  const lazy = { Component: async () => bounded((await loadChunk(load)).default) };
  registerBootChunk(lazy, load);
  return {
    lazy,
    shouldRevalidate: skipTabSwitches,
    handle: { ...handle, title } satisfies RouteHandle,
  };
}

/** A tab switch (SHELL-040) reruns no loader; anything else revalidates as usual. */
function skipTabSwitches({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return onlyTabChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
