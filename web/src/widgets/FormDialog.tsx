import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormFailure, FormScope } from './Form';
import { ModalDialog } from './ModalDialog';
import type { KitForm } from './useKitForm';

export interface FormDialogProps<V extends FieldValues> {
  /** From useKitForm: values, rules, the write and its failure. */
  form: KitForm<V>;
  title: string;
  submitLabel: string;
  /** What the submit button says while the write runs ("Saving"). */
  busyLabel?: string;
  cancelLabel?: string;
  /** Cancel, Escape and the close button; also called once the write succeeded. */
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** The fields: <FormField name=...> around each control. */
  children: ReactNode;
}

/**
 * A form in a dialog: focus starts on the first field, Enter submits, the submit button shows progress, the failure
 * is repeated inside (the modal hides the alert bar) and the dialog closes once the write succeeded.
 */
export function FormDialog<V extends FieldValues>({
  form,
  title,
  submitLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  onClose,
  size = 'md',
  children,
}: FormDialogProps<V>) {
  return (
    <FormScope form={form}>
      <ModalDialog
        onClose={onClose}
        title={title}
        size={size}
        onSubmit={(event) => {
          void form.submit(event).then((saved) => saved && onClose());
        }}
        footer={
          <>
            <Button variant="outline" onClick={onClose} disabled={form.busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={form.busy} loadingText={busyLabel ?? submitLabel}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          {children}
          <FormFailure text={form.failure} />
        </Stack>
      </ModalDialog>
    </FormScope>
  );
}
