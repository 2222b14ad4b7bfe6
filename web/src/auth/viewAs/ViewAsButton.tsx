import { Button, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { EyeIcon } from '../../widgets/icons';

// Issue #14 (decision D-112): the dialog, its stepper and agent search load on the first click, not with the header.
const ViewAsDialog = lazy(() => import('./ViewAsDialog').then((m) => ({ default: m.ViewAsDialog })));

/** AUTH-018: the header's view-as control, for provider staff only (the Header decides); an icon on a phone. */
export function ViewAsButton({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it animates and gives focus back like any dialog.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        <IconButton aria-label="View as user" title="View as user" variant="outline" size="xs" onClick={show}>
          <EyeIcon />
        </IconButton>
      ) : (
        <Button variant="outline" size="sm" onClick={show}>
          View as user
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ViewAsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
