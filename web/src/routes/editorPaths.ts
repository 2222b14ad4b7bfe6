import { domainsPath } from './domainPaths';

export type SectionView = 'edit' | 'help' | 'live';

/** ROUTE-040: the editor landing page of a domain. */
export function editorPath(agentId: string, domainName: string): string {
  return `${domainsPath(agentId)}${encodeURIComponent(domainName)}/`;
}

/** ROUTE-041..044: a section's view. */
export function sectionPath(
  agentId: string,
  domainName: string,
  pageKey: string,
  sectionKey: string,
  view: SectionView,
): string {
  return `${editorPath(agentId, domainName)}${encodeURIComponent(pageKey)}/${encodeURIComponent(sectionKey)}/${view}/`;
}

/** ROUTE-045: a page's read-only content. */
export function nonEditablePath(agentId: string, domainName: string, pageKey: string): string {
  return `${editorPath(agentId, domainName)}${encodeURIComponent(pageKey)}/non-editable/`;
}
