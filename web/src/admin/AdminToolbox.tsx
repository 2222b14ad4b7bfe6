import { canAdminister } from '@portal/rules';
import { lazy, Suspense } from 'react';
import { isProviderStaff } from '../auth/providerStaff';
import { useSession } from '../auth/useSession';
import { ErrorBoundary } from '../routes/ErrorBoundary';
import { useToolboxParam } from './toolboxParam';

const Toolbox = lazy(() => import('./Toolbox'));
const ToolboxWhileViewingAs = lazy(() => import('./ToolboxWhileViewingAs'));

/**
 * ADMIN-001, AUTH-023 (decision D-06): `?admin` on any route opens the toolbox, for internal provider staff only;
 * for anyone else the parameter does nothing. Its code is a chunk of its own, loaded only when it opens.
 */
export function AdminToolbox() {
  const session = useSession();
  const { open } = useToolboxParam();
  if (!open) return null;
  const staff = canAdminister(session);
  if (!staff && !isProviderStaff(session)) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{staff ? <Toolbox /> : <ToolboxWhileViewingAs />}</Suspense>
    </ErrorBoundary>
  );
}
