import { Button, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { EyeIcon } from '../../widgets/icons';
import { ViewAsDialog } from './ViewAsDialog';

/** AUTH-018: the header's view-as control, for provider staff only (the Header decides); an icon on a phone. */
export function ViewAsButton({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <IconButton aria-label="View as user" title="View as user" variant="outline" size="xs" onClick={() => setOpen(true)}>
          <EyeIcon />
        </IconButton>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          View as user
        </Button>
      )}
      <ViewAsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
