import { Button, Text } from '@chakra-ui/react';
import { EmailDialog } from './EmailDialog';
import type { RedirectNode } from './RedirectTable';

/** EMAIL-005: a last chance to keep the redirect. */
export function DeleteRedirectDialog({
  redirect,
  onClose,
  onConfirm,
}: {
  redirect: RedirectNode;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <EmailDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={`Delete ${redirect.redirectAddress}?`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep redirect
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
            Delete redirect
          </Button>
        </>
      }
    >
      <Text>{`Mail sent to ${redirect.redirectAddress} will no longer reach ${redirect.realAddress}.`}</Text>
    </EmailDialog>
  );
}
