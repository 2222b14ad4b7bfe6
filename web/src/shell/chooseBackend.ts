import { invalidateSession } from '../auth/sessionCache';
import { invalidateRelayStore } from '../relay/environment';
import { revalidatePage } from '../relay/navigator';
import { storeBackendChoice } from './backendChoice';

/**
 * SHELL-009: from now on every request names this backend (X-Portal-Backend); the session and all cached data are
 * loaded again from it.
 */
export function chooseBackend(key: string | null): void {
  storeBackendChoice(key);
  invalidateSession();
  invalidateRelayStore();
  revalidatePage();
}
