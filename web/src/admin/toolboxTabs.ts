import { TOOLBOX_TABS, type ToolboxTabKey } from './toolboxTable';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentTabProps } from './agentTab';

type TabModule = { default: ComponentType<AgentTabProps> | ComponentType };
type TabComponent = LazyExoticComponent<ComponentType<AgentTabProps>> | LazyExoticComponent<ComponentType>;

/**
 * The code of each tab, one chunk per tab. The tabs import only `agentTab.ts`, never this registry, so the
 * registry and the tabs form no cycle (issue #23 §3).
 */
const CHUNKS: Record<ToolboxTabKey, () => Promise<TabModule>> = {
  search: () => import('./search/SearchTab'),
  billing: () => import('./billing/BillingTab'),
  calltracking: () => import('./calltracking/CallTrackingTab'),
  compliance_helper: () => import('./compliance/ComplianceHelperTab'),
  domain_activity: () => import('./activity/DomainActivityTab'),
  domain_renders: () => import('./renders/DomainRendersTab'),
  email_search: () => import('./emailsearch/EmailSearchTab'),
  glossary: () => import('./glossary/GlossaryTab'),
  job_listing_url: () => import('./jobs/JobsTab'),
  registrar: () => import('./registrar/RegistrarTab'),
  move_domain: () => import('./movedomain/MoveDomainTab'),
  notes: () => import('./notes/NotesTab'),
  notifications: () => import('./notifications/NotificationsTab'),
  site_config: () => import('./siteconfig/SiteConfigTab'),
};

const started = new Map<ToolboxTabKey, Promise<TabModule>>();

/** Starts loading a tab's code (once): the boot asks for the tab of the address before the session is in. */
export function preloadTab(key: ToolboxTabKey): Promise<TabModule> {
  let chunk = started.get(key);
  if (!chunk) {
    chunk = CHUNKS[key]();
    // A failed load is shown by the tab's own boundary when it renders; the next render asks again.
    chunk.catch(() => started.delete(key));
    started.set(key, chunk);
  }
  return chunk;
}

/** Issue #26: the toolbox's two groups of tabs. */
export const AGENT_TOOLS = "This agent's tools";
export const SITE_TOOLS = 'Site-wide tools';

export interface ToolboxTab {
  key: ToolboxTabKey;
  title: string;
  needsAgent: boolean;
  group: typeof AGENT_TOOLS | typeof SITE_TOOLS;
  Screen: TabComponent;
}

/**
 * ADMIN-006..019: the spec's tabs with their screens, grouped (decision D-220): the tools that act on the agent
 * first, then the site-wide ones, each group in the spec's order.
 */
export const TOOLBOX: readonly ToolboxTab[] = [
  ...TOOLBOX_TABS.filter((t) => t.needsAgent),
  ...TOOLBOX_TABS.filter((t) => !t.needsAgent),
].map((t) => ({
  ...t,
  group: t.needsAgent ? AGENT_TOOLS : SITE_TOOLS,
  Screen: lazy(() => preloadTab(t.key)) as TabComponent,
}));
