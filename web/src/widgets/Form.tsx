import { Alert, Box, Button, Flex, Stack, type ButtonProps, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useHydrated } from '../lib/useHydrated';
import { useSaveStatus } from '../saving/useSaveStatus';
import type { KitForm } from './useKitForm';

/** A form's failure that belongs to no field, once, where the user looks (inside a dialog, a modal hides the bar). */
export function FormFailure({ text }: { text: string | null | undefined }) {
  // One message at a time (issue #26): while the save-error dialog says this very text, the form waits to say it.
  const { error } = useSaveStatus();
  if (!text || error === text) return null;
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
  /** Submit cannot be pressed yet (nothing changed, a check failed); Enter does nothing either. */
  submitDisabled?: boolean;
  /** The submit button's colour where the screen's main action stands out (the editor's blue Save). */
  submitColorPalette?: ButtonProps['colorPalette'];
  /** The submit button shows progress while this is true (default: while the form checks and writes). */
  busy?: boolean;
  /** A live status after the buttons (a save indicator such as <SaveIndicator>). */
  status?: ReactNode;
  /** False for a form that can only be read (a demo domain): no buttons, no status. */
  actions?: boolean;
  /** The space between the fields, the failure and the buttons. */
  gap?: StackProps['gap'];
  /** The buttons stay in reach at the bottom of a scrolling container however long the fields are (Site Config). */
  stickyActions?: boolean;
  /** The fields: <FormField name=...> around each control. */
  children: ReactNode;
}

const STICKY_ACTIONS = {
  position: 'sticky',
  bottom: '0',
  zIndex: '1',
  bg: 'bg',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border',
} as const;

/**
 * SHELL-036: a form on a page: its fields, the failure that belongs to no field, and a submit button that shows
 * progress. Enter in a field submits; the shared rules check the values first (the browser's bubbles are off).
 */
export function Form<V extends FieldValues>({
  form,
  label,
  submitLabel,
  busyLabel,
  secondary,
  submitDisabled = false,
  submitColorPalette,
  busy = form.busy,
  status,
  actions = true,
  gap = '4',
  stickyActions = false,
  children,
}: FormProps<V>) {
  // A server-rendered form (the login page, D-248) cannot be sent before React runs: the browser would send it itself,
  // with the fields in the address. Its button waits for the hydration; a form the browser rendered never waits.
  const hydrated = useHydrated();
  return (
    <FormScope form={form}>
      <form
        onSubmit={(event) => {
          if (submitDisabled) return event.preventDefault();
          void form.submit(event);
        }}
        noValidate
        aria-label={label}
      >
        <Stack gap={gap}>
          {children}
          <FormFailure text={form.failure} />
          {actions && (
            <Flex gap="2" wrap="wrap" align="center" {...(stickyActions ? STICKY_ACTIONS : {})}>
              <Button
                type="submit"
                loading={busy}
                loadingText={busyLabel ?? submitLabel}
                disabled={submitDisabled || !hydrated}
                colorPalette={submitColorPalette}
              >
                {submitLabel}
              </Button>
              {secondary}
              {status && <Box ms="2">{status}</Box>}
            </Flex>
          )}
        </Stack>
      </form>
    </FormScope>
  );
}
