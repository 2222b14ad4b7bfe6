import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { KitForm } from './useKitForm';

/** A form's failure that belongs to no field, once, where the user looks (inside a dialog, a modal hides the bar). */
export function FormFailure({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/** Gives <FormField name=...> its form; Form and FormDialog use it, a custom frame may too. */
export function FormScope<V extends FieldValues>({ form, children }: { form: KitForm<V>; children: ReactNode }) {
  return <FormProvider {...form}>{children}</FormProvider>;
}

export interface FormProps<V extends FieldValues> {
  /** From useKitForm: values, rules, the write and its failure. */
  form: KitForm<V>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** What the submit button says while the write runs ("Saving"). */
  busyLabel?: string;
  /** Extra buttons next to submit (Cancel, Reset). */
  secondary?: ReactNode;
  /** The fields: <FormField name=...> around each control. */
  children: ReactNode;
}

/**
 * SHELL-036: a form on a page: its fields, the failure that belongs to no field, and a submit button that shows
 * progress. Enter in a field submits; the shared rules check the values first (the browser's bubbles are off).
 */
export function Form<V extends FieldValues>({ form, label, submitLabel, busyLabel, secondary, children }: FormProps<V>) {
  return (
    <FormScope form={form}>
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={label}>
        <Stack gap="4">
          {children}
          <FormFailure text={form.failure} />
          <Flex gap="2" wrap="wrap">
            <Button type="submit" loading={form.busy} loadingText={busyLabel ?? submitLabel}>
              {submitLabel}
            </Button>
            {secondary}
          </Flex>
        </Stack>
      </form>
    </FormScope>
  );
}
