import { MESSAGES } from '@portal/rules';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';

/** BILL-007: a last chance to keep the card; the delete itself is reported by the snackbar (ERR-059). */
export function DeleteCardDialog({ name, onClose, onConfirm }: { name: string; onClose: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      title={`Delete ${name}?`}
      confirmLabel="Delete card"
      cancelLabel="Keep card"
      failureText={MESSAGES.paymentDelete}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      The card is removed from your account and will no longer be charged.
    </ConfirmDialog>
  );
}
