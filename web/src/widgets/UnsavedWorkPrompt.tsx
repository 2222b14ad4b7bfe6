import { Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { hasUnsavedWork, losesUnsavedWork } from './unsavedWork';

/**
 * Issue #26 (decision D-223): the one guard of work not saved, mounted once in the Layout (React Router has one
 * blocker at a time). A navigation that would drop a dirty form's changes (another page, another toolbox tab, the
 * toolbox closed by Escape or a click outside) asks first; a reload or closing the browser tab gets the browser's
 * own prompt.
 */
export function UnsavedWorkPrompt() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => losesUnsavedWork(currentLocation, nextLocation));
  const leaving = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay and keep editing"
      failureText=""
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed();
      }}
      onClose={() => {
        if (!leaving.current) blocker.reset();
        leaving.current = false;
      }}
    >
      <Text>Your changes have not been saved. If you leave now, they are lost.</Text>
    </ConfirmDialog>
  );
}
