/**
 * What an agent tab is given: the agent of the current route. Its own module, so the tabs and the registry of tabs
 * (toolboxTabs.ts, which imports every tab) never import each other (issue #23 §3).
 */
export interface AgentTabProps {
  agentId: string;
}
