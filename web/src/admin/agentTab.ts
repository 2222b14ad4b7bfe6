import { useState, useTransition } from 'react';
import type { FetchPolicy } from 'relay-runtime';
import type { QueryFetchOptions } from '../widgets/QueryBoundary';

/**
 * What a toolbox tab is given: the agent of the current route ('' for a site-wide tab) and the options of this
 * attempt at its query (QueryBoundary's: "Try again" asks the network with a new key, issue #26). Its own module, so
 * the tabs and the registry of tabs (toolboxTabs.ts, which imports every tab) never import each other (issue #23 §3).
 */
export interface ToolboxTabProps {
  agentId: string;
  query: QueryFetchOptions;
}

export type AgentTabProps = ToolboxTabProps;

/**
 * The tab's query options with a reload of its own (a new credit, an account created): a new key from the network,
 * within the toolbox's attempt.
 */
function withReload(query: QueryFetchOptions, reload: number): { fetchKey: string | number; fetchPolicy: FetchPolicy } {
  return reload ? { fetchKey: `${query.fetchKey}:${reload}`, fetchPolicy: 'network-only' } : query;
}

/**
 * A tab's query options and a way to ask again (issue #26): a part whose data failed offers "Try again", which runs
 * the tab's query from the network while what is on screen stays (a transition); `reloading` while it runs.
 */
export function useTabReload(query: QueryFetchOptions): {
  options: ReturnType<typeof withReload>;
  reload: () => void;
  reloading: boolean;
} {
  const [reloads, setReloads] = useState(0);
  const [reloading, startTransition] = useTransition();
  return {
    options: withReload(query, reloads),
    reload: () => startTransition(() => setReloads((n) => n + 1)),
    reloading,
  };
}

/** What a part of a tab needs to offer "Try again" for its data (useTabReload's). */
export interface PartRetry {
  onRetry: () => void;
  retrying: boolean;
}
