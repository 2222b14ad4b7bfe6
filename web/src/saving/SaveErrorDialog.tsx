import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ModalDialog } from '../widgets/ModalDialog';
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
  const close = () => saveTracker.closeError();
  return (
    <ModalDialog
      open={error !== null}
      onClose={close}
      title={SAVE_ERROR_TITLE}
      role="alertdialog"
      placement="center"
      closeLabel={null}
      footer={<Button onClick={close}>Close</Button>}
    >
      <Stack gap="3">
        <Text fontWeight="medium">{lastError}</Text>
        <Text>{SAVE_ERROR_ADVICE}</Text>
        <SupportContacts />
      </Stack>
    </ModalDialog>
  );
}
