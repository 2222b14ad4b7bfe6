import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../routes/rootLoader';
import type { Session } from './sessionCache';

export const ROOT_ROUTE_ID = 'root';

/** What the root route loaded: every page renders below it. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  if (!data) throw new Error('useRootData() needs the root route');
  return data;
}

/** The signed-in user (or the anonymous one). */
export function useSession(): Session {
  return useRootData().session;
}
