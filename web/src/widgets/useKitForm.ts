import { MESSAGES, type FieldErrors } from '@portal/rules';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { rulesResolver, serverFailureOf, type ServerFieldNames } from '../lib/formErrors';
import { GraphQLRequestError } from '../relay/GraphQLRequestError';
import { useUnsavedWork } from './unsavedWork';

export interface KitFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The shared rules for these values (validators of @portal/rules): `{field: [messages]}`, `{}` when valid. */
  validate?: (values: V) => FieldErrors;
  /** The write, run once the values pass `validate`. A rejection is shown on the form; resolve to close a dialog. */
  onSubmit: (values: V) => Promise<unknown> | void;
  /** The write's ERR text, shown when it fails without a message of its own (a function: a text naming a value). */
  failureText: string | ((values: V) => string);
  /** The form's names for the gateway's input fields (extensions.fields), where they differ. */
  serverFields?: ServerFieldNames;
  /** Also show the write's own message when each of its field messages found its field (ADMIN-036: a refused move). */
  messageWithFields?: boolean;
  /**
   * Asked once the values pass `validate`, before the write (issue #26: money and domain moves); false keeps the form
   * as it is. useConfirmation's `ask` fits.
   */
  confirm?: (values: V) => Promise<boolean>;
  /**
   * Whether the values are work to keep: leaving with changes not saved asks first (issue #26, decision D-223). Off
   * for forms that only look something up (a search, signing in).
   */
  keepsWork?: boolean;
}

export interface KitForm<V extends FieldValues> extends UseFormReturn<V> {
  /** The form's submit handler: resolves true once the write succeeded. */
  submit: (event?: BaseSyntheticEvent) => Promise<boolean>;
  /** Checking or writing. */
  busy: boolean;
  /** A value differs from its default. */
  dirty: boolean;
  /** A failure that belongs to no field, shown once by the form (a dialog repeats it, the alert bar is hidden). */
  failure: string | null;
}

/**
 * Every form of the portal: react-hook-form checked by the shared rules, the write's field errors (BAD_USER_INPUT's
 * extensions.fields) placed next to their fields, focus on the first field in error, busy, dirty and one failure text.
 * Render it with <Form form={...}> or <FormDialog form={...}>, and its fields with <FormField name=...>.
 */
export function useKitForm<V extends FieldValues>(options: KitFormOptions<V>): KitForm<V> {
  const { defaultValues, validate, onSubmit, failureText, serverFields, messageWithFields = false, confirm, keepsWork = true } = options;
  const form = useForm<V>({ defaultValues, resolver: validate ? rulesResolver(validate) : undefined });
  const [failure, setFailure] = useState<string | null>(null);
  // Read during render so this component re-renders when they change (react-hook-form subscribes on read).
  const { isSubmitting, isDirty, errors } = form.formState;
  void errors;
  // While the write runs the form is not left behind: a write that opens another page passes the guard.
  const writing = useRef(false);
  useUnsavedWork(() => isDirty && !writing.current, keepsWork);

  /** The rules first (focus on the first field in error), then the question; true to go on with the write. */
  const confirmed = async (event?: BaseSyntheticEvent): Promise<boolean> => {
    if (!confirm) return true;
    let values: V | null = null;
    await form.handleSubmit((checked) => {
      values = checked;
    })(event);
    return values !== null && confirm(values);
  };

  const submit = async (event?: BaseSyntheticEvent): Promise<boolean> => {
    setFailure(null);
    if (!(await confirmed(event))) return false;
    let saved = false;
    await form.handleSubmit(async (values) => {
      writing.current = true;
      try {
        await onSubmit(values);
        saved = true;
      } catch (error) {
        const current = form.getValues();
        const fallback = typeof failureText === 'function' ? failureText(current) : failureText;
        const placed = serverFailureOf(error, fallback, (name) => get(current, name) !== undefined, serverFields);
        Object.entries(placed.fields).forEach(([name, messages], index) =>
          form.setError(name as Path<V>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 }),
        );
        const ownMessage = error instanceof GraphQLRequestError ? (error.messages[0] ?? fallback) : fallback;
        const text = placed.failure ?? (messageWithFields ? ownMessage : null);
        // ERR-002's generic words (the gateway out of reach, a crash) say nothing about this write; its ERR text does.
        setFailure(text === MESSAGES.generic ? fallback : text);
      } finally {
        writing.current = false;
      }
    })(event);
    return saved;
  };

  return { ...form, submit, busy: isSubmitting, dirty: isDirty, failure };
}
