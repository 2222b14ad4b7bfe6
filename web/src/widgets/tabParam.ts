/** SHELL-040: the query parameter that keeps a tab group's active tab. */
export function tabParam(groupId: string): string {
  return `${groupId}_tab`;
}

/** The active tab: the one named by the query parameter, else the first. */
export function activeTabPath(search: URLSearchParams, param: string, paths: readonly string[]): string | undefined {
  const wanted = search.get(param);
  return wanted !== null && paths.includes(wanted) ? wanted : paths[0];
}

/**
 * Query parameters that only say what is shown around the page: tab groups and the admin toolbox with its own state
 * (ADMIN-001; `admin_search`, the toolbox search's text, issue #26).
 */
function isViewParam(key: string): boolean {
  return key.endsWith('_tab') || key === 'admin' || key.startsWith('admin_');
}

function withoutTabs(search: URLSearchParams): string {
  const kept = [...search.entries()].filter(([key]) => !isViewParam(key));
  kept.sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept).toString();
}

/**
 * A navigation that only switches tabs (or opens, switches or closes the admin toolbox) needs no loader to run again: the page's data is the same, and a rerun would
 * hand the page a new query reference and drop what the user changed on it (a date range, a page of a table).
 */
export function onlyTabChanged(currentUrl: URL, nextUrl: URL): boolean {
  return (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    withoutTabs(currentUrl.searchParams) === withoutTabs(nextUrl.searchParams)
  );
}
