import { Alert, Input, NativeSelect, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { MESSAGES, type BillingMode } from '@portal/rules';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Form } from '../../widgets/Form';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import { addedText, amountOf, billingErrors, billingTypeLabel, emptyBilling, typeOptionsOf, type BillingValues } from './billingForm';
import { useAddBilling } from './mutations';

const MODES: readonly { value: BillingMode; label: string }[] = [
  { value: 'charge', label: 'Charge' },
  { value: 'credit', label: 'Credit' },
];

/**
 * ADMIN-024..026: add a charge or a credit. Switching the mode empties the fields (ADMIN-025) and offers that mode's
 * types (CONST-034 or CONST-032 without CONST-033); the transaction id is shown once it is saved.
 */
export function AddBillingForm({ agentId, onCredit }: { agentId: string; onCredit: () => void }) {
  const [addBilling] = useAddBilling();
  const [added, setAdded] = useState<string | null>(null);
  const form = useKitForm<BillingValues>({
    defaultValues: emptyBilling('charge'),
    validate: billingErrors,
    failureText: MESSAGES.billingCreate,
    onSubmit: async (values) => {
      setAdded(null);
      const { addBilling: result } = await addBilling(
        {
          input: {
            agentId,
            mode: values.mode,
            amount: amountOf(values.amount),
            category: values.category,
            notes: values.notes.trim() || null,
          },
        },
        { save: { saving: values.mode === 'charge' ? 'Adding the charge…' : 'Adding the credit…', saved: 'Saved' } },
      );
      setAdded(addedText(values.mode, result.transactionId));
      form.reset(emptyBilling(values.mode));
      if (values.mode === 'credit') onCredit();
    },
  });
  const mode = form.watch('mode');

  return (
    <Stack gap="4">
      {added && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{added}</Alert.Title>
        </Alert.Root>
      )}
      <Form form={form} label="Add a charge or credit" submitLabel={mode === 'charge' ? 'Add charge' : 'Add credit'} busyLabel="Saving">
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <RadioGroup.Root
              value={field.value}
              orientation="horizontal"
              onValueChange={(details) => {
                // ADMIN-025: a new mode starts from empty fields.
                form.reset(emptyBilling(details.value as BillingMode));
                setAdded(null);
              }}
              display="flex"
              gap="4"
              aria-label="Mode"
            >
              {MODES.map((m) => (
                <RadioGroup.Item key={m.value} value={m.value}>
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{m.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
        />
        <FormField name="amount" label="Amount (USD)" required w="auto">
          <Input {...form.register('amount')} inputMode="decimal" autoComplete="off" w="40" />
        </FormField>
        <FormField name="category" label="Type" required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('category')}>
              <option value="">Choose a type</option>
              {typeOptionsOf(mode).map((type) => (
                <option key={type} value={type}>
                  {billingTypeLabel(type)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField name="notes" label="Notes">
          <Textarea {...form.register('notes')} rows={2} autoComplete="off" />
        </FormField>
      </Form>
    </Stack>
  );
}
