import { Button, Stack } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@portal/rules';
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
  // Focus starts on the way out: Enter alone never confirms (issue #26); Tab reaches the confirm button.
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    setFailure(null);
    const running = onConfirm();
    if (!running) return onClose();
    setBusy(true);
    running.then(onClose, (error: unknown) => {
      setBusy(false);
      // ERR-002's generic words say nothing about this write (issue #26); its own ERR text does.
      const text = serverFailureOf(error, failureText, () => false).failure;
      setFailure(text === MESSAGES.generic ? failureText : text);
    });
  };
  return (
    <ModalDialog
      role="alertdialog"
      onClose={onClose}
      title={title}
      initialFocusEl={() => cancel.current}
      footer={
        <>
          <Button ref={cancel} variant="outline" onClick={onClose} disabled={busy}>
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

/** What useConfirmation asks: the dialog's words; the write itself runs after a yes. */
interface ConfirmationRequest {
  /** The question, naming who, what and how much ("Charge $45.00 (Yearly Payment) to Alice Anderson (A1001)?"). */
  title: string;
  /** What will happen. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/**
 * Issue #26: a ConfirmDialog asked as a question. `ask(request)` shows it and resolves true on the confirm button,
 * false on the way out; render `dialog` where the screen is. A form passes `ask` as useKitForm's `confirm`, so the
 * rules check the values first and the write runs (busy, its failure on the form) only after a yes.
 */
export function useConfirmation(): { ask: (request: ConfirmationRequest) => Promise<boolean>; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmationRequest | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const settle = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setRequest(null);
  };
  const ask = (next: ConfirmationRequest) =>
    new Promise<boolean>((resolve) => {
      answer.current?.(false);
      answer.current = resolve;
      setRequest(next);
    });
  const dialog = request && (
    <ConfirmDialog
      title={request.title}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      destructive={request.destructive ?? false}
      failureText=""
      onConfirm={() => settle(true)}
      onClose={() => settle(false)}
    >
      {request.children}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
