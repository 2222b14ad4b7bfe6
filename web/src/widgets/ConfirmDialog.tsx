import { Button, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { serverFailureOf } from '../lib/formErrors';
import { FormFailure } from './Form';
import { ModalDialog } from './ModalDialog';

export interface ConfirmDialogProps {
  title: string;
  /** What happens if the user confirms. */
  children: ReactNode;
  confirmLabel: string;
  /** The way out ("Keep redirect"). */
  cancelLabel?: string;
  /** Red for a deletion or a cancellation, the usual colour otherwise. */
  destructive?: boolean;
  /** The write's ERR text, shown inside when it fails without a message of its own. */
  failureText: string;
  /**
   * Return the write's promise to keep the dialog open (busy) until it settles: it closes on success and shows the
   * failure inside. Return nothing to close at once (a save the snackbar reports, SHELL-020).
   */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}

/** A last chance before a write that cannot be undone (role alertdialog). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  failureText,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    const running = onConfirm();
    if (!running) return onClose();
    setBusy(true);
    running.then(onClose, (error: unknown) => {
      setBusy(false);
      setFailure(serverFailureOf(error, failureText, () => false).failure);
    });
  };
  return (
    <ModalDialog
      role="alertdialog"
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette={destructive ? 'red' : undefined} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {children}
        <FormFailure text={failure} />
      </Stack>
    </ModalDialog>
  );
}
