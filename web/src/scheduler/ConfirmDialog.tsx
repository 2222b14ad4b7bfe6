import { Button, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ModalDialog } from '../widgets/ModalDialog';
import { formFailureOf } from '../relay/formFailure';

/** A last chance before a deletion; the failure's text is repeated inside, since the dialog hides the alert bar. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  keepLabel,
  failureText,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  failureText: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    setFailure(null);
    onConfirm().then(onClose, (error: unknown) => {
      setBusy(false);
      setFailure(formFailureOf(error, failureText).message);
    });
  };
  return (
    <ModalDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button colorPalette="red" onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {failure && (
        <Text color="fg.error" role="alert" mt="3">
          {failure}
        </Text>
      )}
    </ModalDialog>
  );
}
