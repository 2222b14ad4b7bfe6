import { canOpenPath, overviewPagesFor, overviewPath, type SessionUser } from '@portal/rules';
import { TOOLBOX_PARAM } from '../../lib/toolboxQuery';
import { PATHS } from '../../routes/paths';
import { navItemsFor } from '../../shell/navItems';
import type { RecentAgent } from '../search/recentAgentList';
import { TOOLBOX } from '../toolboxTabs';

/** One choice of the command palette: where it goes, under which heading. */
export interface PaletteItem {
  id: string;
  label: string;
  /** A second line: an agent's alias and id, a page's place. */
  detail?: string;
  group: string;
  to: string;
  /** An agent to put first among the recently viewed when chosen (ADMIN-021). */
  agent?: RecentAgent;
}

/** The agent the page is about, as the palette names it and its domains. */
export interface PaletteAgent {
  associateId: string;
  displayName: string;
  domains: readonly string[];
}

export const RECENT_GROUP = 'Recently viewed agents';
export const AGENTS_GROUP = 'Agents';
const TOOLBOX_GROUP = 'Toolbox';
const PORTAL_GROUP = 'Portal pages';
const agentPagesGroup = (agent: PaletteAgent) => `${agent.displayName}'s pages`;

export function agentItem(entry: RecentAgent, group: string): PaletteItem {
  return { id: `agent:${entry.associate_id}`, label: entry.title, detail: entry.subtext, group, to: entry.link, agent: entry };
}

/** The address of the current page with the toolbox open on `tab` (ADMIN-001, ADMIN-003). */
function withToolbox(pathname: string, search: string, tab: string): string {
  const next = new URLSearchParams(search);
  next.set(TOOLBOX_PARAM, tab);
  return `${pathname}?${next.toString()}`;
}

/** Every toolbox tab: "Open Billing for Alice Anderson" when an agent is loaded (issue #26). */
export function toolboxItems(pathname: string, search: string, agent: PaletteAgent | null): PaletteItem[] {
  return TOOLBOX.map((tab) => ({
    id: `tab:${tab.key}`,
    label: tab.needsAgent && agent ? `Open ${tab.title} for ${agent.displayName}` : `Open ${tab.title}`,
    detail: tab.group,
    group: TOOLBOX_GROUP,
    to: withToolbox(pathname, search, tab.key),
  }));
}

/**
 * The agent's pages as the navigation drawer lists them (SHELL-014), then each domain's editor (ROUTE-040), each
 * only when the viewer may open it (the roles table, AUTH-005..014).
 */
export function agentPageItems(agent: PaletteAgent, user: SessionUser): PaletteItem[] {
  const group = agentPagesGroup(agent);
  const pages = navItemsFor(agent.associateId, null).map((item) => ({
    id: `page:${item.to}`,
    label: item.label,
    group,
    to: item.to,
  }));
  const editors = agent.domains.map((domain) => ({
    id: `editor:${domain}`,
    label: `Edit ${domain}`,
    detail: 'Site editor',
    group,
    to: PATHS.editor.href({ agentID: agent.associateId, domainName: domain }),
  }));
  return [...pages, ...editors].filter((item) => canOpenPath(user, item.to) === 'allow');
}

/** The portal's own pages the viewer may open: home, the overview and its sub-pages, the glossary. */
export function portalPageItems(user: SessionUser, homePath: string): PaletteItem[] {
  const overview = overviewPagesFor(user).map((page) => ({ label: page.title, to: overviewPath(page.key) }));
  const pages = [
    { label: 'Home', to: homePath },
    { label: 'Overview', to: PATHS.overview.href() },
    ...overview,
    { label: 'Glossary', to: PATHS.glossary.href() },
  ];
  return pages
    .filter((page, index) => pages.findIndex((p) => p.to === page.to) === index)
    .filter((page) => canOpenPath(user, page.to) === 'allow')
    .map((page) => ({ id: `portal:${page.to}`, label: page.label, group: PORTAL_GROUP, to: page.to }));
}

const normalized = (text: string) => text.trim().toLowerCase();

/** The items whose words contain every word typed, in their order (an empty text keeps them all). */
export function matching(items: readonly PaletteItem[], text: string): PaletteItem[] {
  const words = normalized(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = normalized(`${item.label} ${item.detail ?? ''} ${item.group}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** "No match for “xyz”." (issue #26: the palette says so). */
export const noMatchText = (text: string) => `No match for “${text.trim()}”.`;
