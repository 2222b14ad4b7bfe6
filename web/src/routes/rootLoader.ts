import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { Session } from '../auth/session';
import { requireAccess } from './guard';

/** Runs on every navigation: trailing slash, session (cached) and the roles table. */
export function rootLoader({ request }: LoaderFunctionArgs): Promise<Session> {
  return requireAccess(request);
}

/** ROUTE-001..006: / sends each user to their own landing page. */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const session = await requireAccess(request);
  throw replace(session.homePath);
}

/** ROUTE-019: the agent area opens on the dashboard. */
export function agentIndexLoader({ request }: LoaderFunctionArgs): never {
  const { pathname } = new URL(request.url);
  throw replace(`${pathname.endsWith('/') ? pathname : `${pathname}/`}dashboard/`);
}
