import { useSyncExternalStore } from 'react';
import { fetchQuery, graphql } from 'relay-runtime';
import type { versionCheckQuery } from '../../__generated__/versionCheckQuery.graphql';
import { environment } from '../../relay/environment';
import { createVersionWatcher, type VersionState } from './versionWatcher';

const query = graphql`
  query versionCheckQuery {
    appVersion
  }
`;

/** SHELL-021: the portal's one version check; main.tsx starts it. Not a route query: no page waits for it. */
export const versionWatcher = createVersionWatcher(async () => {
  const data = await fetchQuery<versionCheckQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
  return data?.appVersion ?? '';
});

export function hasNewVersion(): boolean {
  return versionWatcher.getState().newVersion;
}

export function useVersionState(): VersionState {
  return useSyncExternalStore(versionWatcher.subscribe, versionWatcher.getState, versionWatcher.getInitialState);
}
