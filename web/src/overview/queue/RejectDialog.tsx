import { Text, Textarea } from '@chakra-ui/react';
import { MESSAGES, QUEUE_REASON_MAX, rejectReasonErrors } from '@portal/rules';
import { FormDialog } from '../../widgets/FormDialog';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';

/**
 * Reject one or several changes (issue #25, decision D-170): an optional reason, shown to the agent in the editor
 * beside the field. The dialog closes once the rejections are done; each change's outcome is reported on the page.
 */
export function RejectDialog({
  names,
  onReject,
  onClose,
}: {
  /** The changes, by name ("Mission on alice-insurance.example"). */
  names: readonly string[];
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useKitForm<{ reason: string }>({
    defaultValues: { reason: '' },
    validate: rejectReasonErrors,
    failureText: MESSAGES.overrideDelete,
    onSubmit: ({ reason }) => onReject(reason),
  });
  const title = names.length === 1 ? `Reject ${names[0]}?` : `Reject ${names.length} changes?`;
  return (
    <FormDialog form={form} title={title} submitLabel={names.length === 1 ? 'Reject change' : 'Reject changes'} busyLabel="Rejecting" cancelLabel="Keep pending" onClose={onClose}>
      <Text>
        {names.length === 1
          ? 'The change is deleted and never goes live. The agent sees your reason beside the field in the editor and can send a new change.'
          : `The ${names.length} changes are deleted and never go live. Each agent sees your reason beside the field in the editor.`}
      </Text>
      <FormField
        name="reason"
        label="Reason for the agent (optional)"
        helperText={`Which words to change and why, in at most ${QUEUE_REASON_MAX} characters.`}
      >
        <Textarea rows={4} {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
