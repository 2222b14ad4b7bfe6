import { canAdminister } from '@portal/rules';
import { lazy, Suspense, useEffect } from 'react';
import { isProviderStaff } from '../auth/providerStaff';
import { useSession } from '../auth/useSession';
import { ErrorBoundary } from '../routes/ErrorBoundary';
import { LazyToolbox } from './toolboxChunk';
import { lastUserCouldUseToolbox, rememberToolboxUser } from './toolboxHint';
import { useToolboxParam } from './toolboxParam';

const ToolboxWhileViewingAs = lazy(() => import('./ToolboxWhileViewingAs'));

/**
 * ADMIN-001, AUTH-023 (decision D-06): `?admin` on any route opens the toolbox, for internal provider staff only;
 * for anyone else the parameter does nothing. Its code is a chunk of its own, loaded only when it opens.
 */
export function AdminToolbox() {
  const session = useSession();
  const { open } = useToolboxParam();
  const staff = canAdminister(session);
  useEffect(() => rememberToolboxUser(staff), [staff]);
  if (!open) return null;
  if (!staff && !isProviderStaff(session)) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{staff ? <LazyToolbox /> : <ToolboxWhileViewingAs />}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Issue #26 (decision D-220): while the first page's session and data are on their way, `?admin` already shows the
 * toolbox's frame (the drawer, the agent, the tabs), for a browser whose last session could use the toolbox. The
 * tab's own content waits for the session: AdminToolbox takes over when the page renders.
 */
export function EarlyToolbox() {
  const { open } = useToolboxParam();
  if (!open || !lastUserCouldUseToolbox()) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LazyToolbox early />
      </Suspense>
    </ErrorBoundary>
  );
}
