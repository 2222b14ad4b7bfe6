import { useRouteLoaderData } from 'react-router-dom';
import type { Session } from './sessionCache';

export const ROOT_ROUTE_ID = 'root';

/** The session the root route loaded; every page renders below it. */
export function useSession(): Session {
  const session = useRouteLoaderData(ROOT_ROUTE_ID) as Session | undefined;
  if (!session) throw new Error('useSession() needs the root route');
  return session;
}
