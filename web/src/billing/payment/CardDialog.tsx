import { Alert, Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { CardDataDraft, FieldErrors } from '@portal/rules';
import { useState, type FormEvent } from 'react';
import { ModalDialog } from '../../widgets/ModalDialog';
import { firstError } from '../../relay/formFailure';
import { cardFormErrors, EMPTY_CARD, hasErrors, type CardField } from './cardForm';

export interface CardSubmitResult {
  fields: FieldErrors;
  message: string;
}

/**
 * BILL-005, BILL-006, BILL-016: the card form. Checked in the browser with the gateway's own validators before it
 * is sent; a failure (a refused card, ERR-057/ERR-058) is repeated inside, since the dialog covers the alert bar.
 */
export function CardDialog({
  title,
  submitLabel,
  onClose,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Resolves with null once saved, or with what to show. */
  onSubmit: (card: CardDataDraft) => Promise<CardSubmitResult | null>;
}) {
  const [draft, setDraft] = useState<CardDataDraft>(EMPTY_CARD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: CardField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (checked) setErrors(cardFormErrors(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const found = cardFormErrors(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const result = await onSubmit(draft);
    setBusy(false);
    if (!result) return;
    setErrors(result.fields);
    if (!hasErrors(result.fields)) setFailure(result.message);
  };

  const field = (name: CardField, label: string, props: { autoComplete: string; inputMode: 'numeric'; maxLength: number; placeholder?: string }) => {
    const error = firstError(errors, name);
    return (
      <Field.Root invalid={!!error} required>
        <Field.Label>{label}</Field.Label>
        <Input name={name} value={draft[name]} onChange={(e) => change(name, e.target.value)} {...props} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    );
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="card-form" loading={busy} loadingText="Saving">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="card-form" onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {field('number', 'Card number', { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
          <SimpleGrid columns={2} gap="4">
            {field('expMonth', 'Expiration month', { autoComplete: 'cc-exp-month', inputMode: 'numeric', maxLength: 2, placeholder: 'MM' })}
            {field('expYear', 'Expiration year', { autoComplete: 'cc-exp-year', inputMode: 'numeric', maxLength: 4, placeholder: 'YYYY' })}
          </SimpleGrid>
        </Stack>
      </form>
    </ModalDialog>
  );
}
