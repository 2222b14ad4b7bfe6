import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SupportContacts } from '../widgets/SupportContacts';
import { SAVE_ERROR_ADVICE, SAVE_ERROR_TITLE } from './saveTexts';
import { saveTracker } from './trackSave';
import { useSaveStatus } from './useSaveStatus';

/** ERR-055: a failed save, with the error's details, what to do, and how to reach support. */
export function SaveErrorDialog() {
  const { error } = useSaveStatus();
  // Keeps the text while the dialog animates out.
  const [lastError, setLastError] = useState('');
  if (error !== null && error !== lastError) setLastError(error);
  return (
    <Dialog.Root
      open={error !== null}
      onOpenChange={(e) => !e.open && saveTracker.closeError()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{SAVE_ERROR_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontWeight="medium">{lastError}</Text>
                <Text>{SAVE_ERROR_ADVICE}</Text>
                <SupportContacts />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button>Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
