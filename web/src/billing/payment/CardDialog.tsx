import { Input, SimpleGrid } from '@chakra-ui/react';
import type { CardDataDraft } from '@portal/rules';
import { FormDialog } from '../../widgets/FormDialog';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import { CARD_SERVER_FIELDS, cardFormErrors, EMPTY_CARD } from './cardForm';

/**
 * BILL-005, BILL-006, BILL-016: the card form. Checked in the browser with the gateway's own validators before it
 * is sent; a failure (a refused card, ERR-057/ERR-058) is repeated inside, since the dialog covers the alert bar.
 */
export function CardDialog({
  title,
  submitLabel,
  failureText,
  onClose,
  onSave,
}: {
  title: string;
  submitLabel: string;
  /** The write's ERR text. */
  failureText: string;
  onClose: () => void;
  /** The write; the dialog closes once it resolves and shows its failure when it rejects. */
  onSave: (card: CardDataDraft) => Promise<unknown>;
}) {
  const form = useKitForm<CardDataDraft>({
    defaultValues: EMPTY_CARD,
    validate: (values) => cardFormErrors(values),
    failureText,
    serverFields: CARD_SERVER_FIELDS,
    onSubmit: onSave,
  });
  return (
    <FormDialog form={form} title={title} submitLabel={submitLabel} busyLabel="Saving" onClose={onClose}>
      <FormField name="number" label="Card number" required>
        <Input {...form.register('number')} autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      </FormField>
      <SimpleGrid columns={2} gap="4">
        <FormField name="expMonth" label="Expiration month" required>
          <Input {...form.register('expMonth')} autoComplete="cc-exp-month" inputMode="numeric" maxLength={2} placeholder="MM" />
        </FormField>
        <FormField name="expYear" label="Expiration year" required>
          <Input {...form.register('expYear')} autoComplete="cc-exp-year" inputMode="numeric" maxLength={4} placeholder="YYYY" />
        </FormField>
      </SimpleGrid>
    </FormDialog>
  );
}
