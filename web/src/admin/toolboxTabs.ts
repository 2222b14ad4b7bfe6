import { TOOLBOX_TABS, type ToolboxTabKey } from './toolboxTable';
import { MESSAGES } from '@portal/rules';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ToolboxTabProps } from './agentTab';

type TabModule = { default: ComponentType<ToolboxTabProps> };
type TabComponent = LazyExoticComponent<ComponentType<ToolboxTabProps>>;

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

/**
 * A tab's code for one attempt (issue #26): React keeps a lazy component's failure for good, so "Try again" after a
 * chunk that did not arrive needs a new one (the chunk itself is cached once it loaded).
 */
const retries = new Map<string, TabComponent>();
export function screenOf(tab: ToolboxTab, attempt: number): TabComponent {
  if (attempt === 0) return tab.Screen;
  const id = `${tab.key}:${attempt}`;
  let screen = retries.get(id);
  if (!screen) {
    screen = lazy(() => preloadTab(tab.key));
    retries.set(id, screen);
  }
  return screen;
}

/** What a tab says when its data did not load at all: its ERR text where the spec has one. */
const LOAD_FAILURES: Partial<Record<ToolboxTabKey, string>> = {
  billing: MESSAGES.billingInfo, // ERR-073
  calltracking: MESSAGES.callTrackingInfo, // ERR-065
  domain_activity: MESSAGES.serviceUpdates, // ERR-097
  domain_renders: MESSAGES.renderAttempts, // ERR-041
  glossary: MESSAGES.glossaryLoad,
  job_listing_url: MESSAGES.jobListings, // ERR-074
  registrar: MESSAGES.registrarLoad, // ERR-080
  move_domain: MESSAGES.movableDomains, // ERR-042
  notes: MESSAGES.notesLoad, // ERR-076
  notifications: MESSAGES.notificationsLoad, // ERR-054
  site_config: MESSAGES.siteConfigLoad, // ERR-003
};

/** Issue #26: the toolbox's two groups of tabs. */
const AGENT_TOOLS = "This agent's tools";
const SITE_TOOLS = 'Site-wide tools';

export interface ToolboxTab {
  key: ToolboxTabKey;
  title: string;
  needsAgent: boolean;
  group: typeof AGENT_TOOLS | typeof SITE_TOOLS;
  /** What the tab says, with "Try again", when its data or its code did not arrive. */
  loadFailure: string;
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
  loadFailure: LOAD_FAILURES[t.key] ?? `${t.title} did not load.`,
  Screen: lazy(() => preloadTab(t.key)),
}));
