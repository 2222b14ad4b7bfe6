import { TOOLBOX_TABS, type ToolboxTabKey } from './toolboxTable';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What an agent tab is given: the agent of the current route. */
export interface AgentTabProps {
  agentId: string;
}

type TabComponent = LazyExoticComponent<ComponentType<AgentTabProps>> | LazyExoticComponent<ComponentType>;

/**
 * The screen of each tab, one lazy chunk per tab. A tab that is not built yet (the rest of the toolbox issues)
 * is missing here and shows that it is coming.
 */
const SCREENS: Partial<Record<ToolboxTabKey, TabComponent>> = {
  domain_activity: lazy(() => import('./activity/DomainActivityTab')),
  job_listing_url: lazy(() => import('./jobs/JobsTab')),
  search: lazy(() => import('./search/SearchTab')),
  glossary: lazy(() => import('./glossary/GlossaryTab')),
  notes: lazy(() => import('./notes/NotesTab')),
  billing: lazy(() => import('./billing/BillingTab')),
  registrar: lazy(() => import('./registrar/RegistrarTab')),
  domain_renders: lazy(() => import('./renders/DomainRendersTab')),
  calltracking: lazy(() => import('./calltracking/CallTrackingTab')),
  move_domain: lazy(() => import('./movedomain/MoveDomainTab')),
  email_search: lazy(() => import('./emailsearch/EmailSearchTab')),
  notifications: lazy(() => import('./notifications/NotificationsTab')),
  site_config: lazy(() => import('./siteconfig/SiteConfigTab')),
  compliance_helper: lazy(() => import('./compliance/ComplianceHelperTab')),
};

export interface ToolboxTab {
  key: ToolboxTabKey;
  title: string;
  needsAgent: boolean;
  Screen: TabComponent | null;
}

/** ADMIN-006..019: the tabs in the spec's order, with their screens. */
export const TOOLBOX: readonly ToolboxTab[] = TOOLBOX_TABS.map((t) => ({ ...t, Screen: SCREENS[t.key] ?? null }));
