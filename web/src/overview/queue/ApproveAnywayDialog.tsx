import { List, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';

/** A change whose check failed or could not run, with why (its verdict's words). */
export interface FailedCheck {
  name: string;
  why: string;
}

/**
 * Issue #25: approving a change whose compliance check failed asks first and says why; approving anyway is the
 * reviewer's call (the gateway's save rule protects only what agents send).
 */
export function ApproveAnywayDialog({
  failed,
  total,
  onConfirm,
  onClose,
}: {
  failed: readonly FailedCheck[];
  /** How many changes are being approved, these included. */
  total: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const title =
    total === 1 ? `Approve ${failed[0]!.name} anyway?` : `Approve ${total} changes, ${failed.length} of them not compliant?`;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={total === 1 ? 'Approve anyway' : 'Approve all anyway'}
      cancelLabel="Keep pending"
      failureText={MESSAGES.overrideSave}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>{failed.length === 1 ? 'This change did not pass its compliance check:' : 'These changes did not pass their compliance check:'}</Text>
      <List.Root ps="5">
        {failed.map((f) => (
          <List.Item key={f.name}>
            <Text as="span" fontWeight="medium">
              {f.name}
            </Text>
            {`: ${f.why}`}
          </List.Item>
        ))}
      </List.Root>
      <Text>Approved, it goes live on the site as it is.</Text>
    </ConfirmDialog>
  );
}
