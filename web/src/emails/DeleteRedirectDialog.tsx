import { MESSAGES } from '@portal/rules';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import type { RedirectNode } from './RedirectTable';

/** EMAIL-005: a last chance to keep the redirect; the delete itself is reported by the snackbar (ERR-012). */
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
    <ConfirmDialog
      title={`Delete ${redirect.redirectAddress}?`}
      confirmLabel="Delete redirect"
      cancelLabel="Keep redirect"
      failureText={MESSAGES.emailDelete}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {`Mail sent to ${redirect.redirectAddress} will no longer reach ${redirect.realAddress}.`}
    </ConfirmDialog>
  );
}
