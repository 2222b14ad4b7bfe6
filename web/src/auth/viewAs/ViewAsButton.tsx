import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ViewAsDialog } from './ViewAsDialog';

/** AUTH-018: the header's view-as control, for provider staff only (the Header decides). */
export function ViewAsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        View as user
      </Button>
      <ViewAsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
