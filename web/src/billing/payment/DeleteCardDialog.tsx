import { Button, Text } from '@chakra-ui/react';
import { ModalDialog } from '../../widgets/ModalDialog';

/** BILL-007: a last chance to keep the card. */
export function DeleteCardDialog({ name, onClose, onConfirm }: { name: string; onClose: () => void; onConfirm: () => void }) {
  return (
    <ModalDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={`Delete ${name}?`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep card
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
            Delete card
          </Button>
        </>
      }
    >
      <Text>The card is removed from your account and will no longer be charged.</Text>
    </ModalDialog>
  );
}
