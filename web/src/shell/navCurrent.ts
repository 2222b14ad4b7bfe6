/** Whether a drawer link's target is `pathname` (React Router's NavLink rule: the path itself or, unless end, below it). */
export function linkMatches(to: string, end: boolean, pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  const target = to.toLowerCase();
  const path = pathname.toLowerCase();
  if (path === target) return true;
  if (end) return false;
  const base = target.endsWith('/') ? target : `${target}/`;
  return path.startsWith(base);
}

/**
 * Which link is marked current (aria-current="page"): during a navigation the link it goes to, at once, so the menu
 * answers the click before the page arrives; otherwise the link of the page shown.
 */
export function currentLinkIndex(
  links: readonly { to: string; end?: boolean }[],
  pathname: string,
  pendingPathname: string | null | undefined,
): number {
  const pending = links.findIndex((link) => linkMatches(link.to, link.end ?? false, pendingPathname));
  if (pending !== -1) return pending;
  return links.findIndex((link) => linkMatches(link.to, link.end ?? false, pathname));
}
