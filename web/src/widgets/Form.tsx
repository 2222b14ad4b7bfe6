import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface FormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit(): void;
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  /** A failure that belongs to no single field. */
  error?: string | null;
  /** Extra buttons next to submit (Cancel, Reset). */
  secondary?: ReactNode;
  children: ReactNode;
}

/**
 * SHELL-036: the generic form: its fields, a form-level error and a submit button that shows progress. Validation is
 * the caller's (the shared rules), so the browser's own bubbles are off.
 */
export function Form({ label, onSubmit, submitLabel, busy = false, busyLabel, error, secondary, children }: FormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="4">
        {children}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Flex gap="2" wrap="wrap">
          <Button type="submit" loading={busy} loadingText={busyLabel ?? submitLabel}>
            {submitLabel}
          </Button>
          {secondary}
        </Flex>
      </Stack>
    </form>
  );
}
