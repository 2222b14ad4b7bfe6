import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** The first message for this field, from the shared rules or the gateway's extensions.fields. */
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  w?: string;
  /** One input, select or textarea: Field.Root gives it the label, the description and aria-invalid. */
  children: ReactNode;
}

/** SHELL-036: the generic form field: label, control, helper text and the field's error below it. */
export function FormField({ label, error, helperText, required, disabled, w, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} w={w}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
