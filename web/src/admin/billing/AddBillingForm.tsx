import { Alert, Input, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { MESSAGES, type BillingMode } from '@portal/rules';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { agentLabel_agent$key } from '../../__generated__/agentLabel_agent.graphql';
import { revalidatePage } from '../../relay/navigator';
import { useConfirmation } from '../../widgets/ConfirmDialog';
import { Form } from '../../widgets/Form';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import { useAgentLabel } from '../agent/agentLabel';
import {
  addedText,
  amountOf,
  billingErrors,
  billingQuestion,
  billingTypeLabel,
  emptyBilling,
  typeOptionsOf,
  type BillingValues,
} from './billingForm';
import { useAddBilling } from './mutations';

const MODES: readonly { value: BillingMode; label: string }[] = [
  { value: 'charge', label: 'Charge' },
  { value: 'credit', label: 'Credit' },
];

/**
 * ADMIN-024..026: add a charge or a credit. Switching the mode empties the fields (ADMIN-025) and offers that mode's
 * types (CONST-034 or CONST-032 without CONST-033); the transaction id is shown once it is saved. Money moves only
 * after a question that names the amount, the type and the agent (issue #26, decision D-224).
 */
export function AddBillingForm({
  agentId,
  agent,
  onCredit,
}: {
  agentId: string;
  agent: agentLabel_agent$key | null | undefined;
  onCredit: () => void;
}) {
  const [addBilling] = useAddBilling();
  const [added, setAdded] = useState<string | null>(null);
  const agentLabel = useAgentLabel(agent, agentId);
  const confirmation = useConfirmation();
  const form = useKitForm<BillingValues>({
    defaultValues: emptyBilling('charge'),
    validate: billingErrors,
    failureText: MESSAGES.billingCreate,
    confirm: (values) => {
      const question = billingQuestion(values, agentLabel);
      return confirmation.ask({
        title: question.title,
        confirmLabel: question.confirmLabel,
        cancelLabel: question.cancelLabel,
        children: (
          <Stack gap="2">
            <Text>{question.effect}</Text>
            {values.notes.trim() && <Text>{`Notes: ${values.notes.trim()}`}</Text>}
          </Stack>
        ),
      });
    },
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
        {
          save: {
            saving: values.mode === 'charge' ? 'Adding the charge…' : 'Adding the credit…',
            saved: 'Saved',
            failure: MESSAGES.billingCreate,
          },
        },
      );
      setAdded(addedText(values.mode, result.transactionId));
      form.reset(emptyBilling(values.mode));
      if (values.mode === 'credit') onCredit();
      // The page behind may list this agent's receipts (a charge becomes one): its own query runs again.
      revalidatePage();
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
      {confirmation.dialog}
    </Stack>
  );
}
