/** "/" → "Home", "/about/" → "About", "/jobs/open-roles/" → "Jobs › Open Roles": a site page as people name it. */
export function sitePageLabel(route: string): string {
  const words = route
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      decodeURIComponent(segment)
        .split(/[-_]/)
        .filter(Boolean)
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' '),
    );
  return words.length === 0 ? 'Home' : words.join(' › ');
}

/** The page's address on the live site (the provider serves every site over https). */
export function sitePageUrl(domainName: string, route: string): string {
  return `https://${domainName}${route.startsWith('/') ? route : `/${route}`}`;
}
