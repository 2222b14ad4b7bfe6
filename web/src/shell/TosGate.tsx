import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AlertBar } from '../alerts/AlertBar';
import { acceptTos } from '../auth/session';
import { useSession } from '../auth/useSession';
import { revalidatePage } from '../relay/navigator';
import { trackSave } from '../saving/trackSave';
import { ModalDialog } from '../widgets/ModalDialog';
import { LegalText } from './legal/LegalText';
import { TERMS_OF_SERVICE } from './legal/legalTexts';

/**
 * SHELL-024..026: a signed-in user who has not accepted the Terms of Service sees them in a dialog that cannot be
 * dismissed: no close button, and Esc and clicks outside do nothing. Accepting is the only way on.
 */
export function TosGate() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const open = session.authenticated && !session.tosAccepted;

  async function accept() {
    setBusy(true);
    try {
      await trackSave(acceptTos());
      revalidatePage(); // the page now renders with tosAccepted, which closes the dialog
    } catch {
      // ERR-006 is in the alert bar (shown inside the dialog) and in the save-error dialog; the gate stays.
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open={open}
      title="Terms of Service"
      role="alertdialog"
      placement="center"
      size="lg"
      bodyLabel="Terms of Service text"
      footer={
        <Button onClick={() => void accept()} loading={busy} loadingText="Accepting">
          I accept
        </Button>
      }
    >
      <Stack gap="4">
        <AlertBar />
        <Text>Please read and accept the Terms of Service to continue using the portal.</Text>
        <LegalText sections={TERMS_OF_SERVICE} headingAs="h3" />
      </Stack>
    </ModalDialog>
  );
}
