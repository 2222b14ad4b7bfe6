import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { CharacterCounter } from './CharacterCounter';

export interface FormFieldProps {
  /** The field's name in its form (`rows.0.realAddress` inside a list): its error comes from there. */
  name?: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** Shows the required marker; the rules decide what is really required. */
  required?: boolean;
  disabled?: boolean;
  /** An error from elsewhere, for a control outside a kit form (a filter); a form's own errors need no prop. */
  error?: string | null;
  w?: string;
  /** Announces the error as it appears (role alert): for an error that comes without a submit, e.g. an upload's. */
  announceError?: boolean;
  /**
   * The text's limit from the rules (TEXT_LIMITS): its count against the limit shows under the control (SHELL-043's
   * counter), warning once it is over; the rules refuse it on submit. Inside a form only.
   */
  maxLength?: number;
  /**
   * One input, select or textarea, registered with the form: `<Input {...form.register('realAddress')} />`.
   * The field gives it its label, the description, aria-invalid and the required state.
   */
  children: ReactNode;
}

/** SHELL-036: a field of a form: label (with the required marker), control, help text and the field's error. */
export function FormField({ name, label, helperText, required, disabled, error, w, announceError, maxLength, children }: FormFieldProps) {
  // Null outside a <Form>/<FormDialog>: a standalone control (a filter) is a field without a form.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const formError: FieldError | undefined = name && form ? get(form.formState.errors, name) : undefined;
  const message = error ?? formError?.message;
  const counter = name && form && maxLength !== undefined ? <LengthCounter name={name} max={maxLength} /> : null;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled} w={w}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {/* The help text keeps an element of its own: the count goes below it, not inside it. */}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {!message && counter}
      {message && <Field.ErrorText role={announceError ? 'alert' : undefined}>{message}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A form field's text counted against its limit as it is typed. */
function LengthCounter({ name, max }: { name: string; max: number }) {
  const value = useWatch({ name }) as unknown;
  return <CharacterCounter id={useId()} value={typeof value === 'string' ? value : ''} max={max} />;
}
