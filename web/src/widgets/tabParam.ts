/** SHELL-040: the query parameter that keeps a tab group's active tab. */
export function tabParam(groupId: string): string {
  return `${groupId}_tab`;
}

/** The active tab: the one named in the URL, else the first. */
export function activeTabPath(search: URLSearchParams, groupId: string, paths: readonly string[]): string | undefined {
  const wanted = search.get(tabParam(groupId));
  return wanted !== null && paths.includes(wanted) ? wanted : paths[0];
}

function withoutTabs(search: URLSearchParams): string {
  const kept = [...search.entries()].filter(([key]) => !key.endsWith('_tab'));
  kept.sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept).toString();
}

/**
 * A navigation that only switches tabs needs no loader to run again: the page's data is the same, and a rerun would
 * hand the page a new query reference and drop what the user changed on it (a date range, a page of a table).
 */
export function onlyTabChanged(currentUrl: URL, nextUrl: URL): boolean {
  return (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    withoutTabs(currentUrl.searchParams) === withoutTabs(nextUrl.searchParams)
  );
}
