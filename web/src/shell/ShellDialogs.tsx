import { lazy, Suspense, useState } from 'react';
import { useSession } from '../auth/useSession';
import { useSaveStatus } from '../saving/useSaveStatus';

// Issue #14 (decision D-112): the frame's dialogs are their own chunks, fetched the first time one is needed, so a
// first load carries no dialog code. Once shown, each stays mounted, so it closes with its animation and focus.
const TosGate = lazy(() => import('./TosGate').then((m) => ({ default: m.TosGate })));
const SaveErrorDialog = lazy(() => import('../saving/SaveErrorDialog').then((m) => ({ default: m.SaveErrorDialog })));

/** True from the first render where `needed` is true on. */
function useNeededOnce(needed: boolean): boolean {
  const [once, setOnce] = useState(needed);
  if (needed && !once) setOnce(true);
  return once || needed;
}

/** SHELL-024..026 (the terms gate) and ERR-055 (a failed save). */
export function ShellDialogs() {
  const session = useSession();
  const { error } = useSaveStatus();
  const tos = useNeededOnce(session.authenticated && !session.tosAccepted);
  const saveError = useNeededOnce(error !== null);
  return (
    <>
      {saveError && (
        <Suspense fallback={null}>
          <SaveErrorDialog />
        </Suspense>
      )}
      {tos && (
        <Suspense fallback={null}>
          <TosGate />
        </Suspense>
      )}
    </>
  );
}
