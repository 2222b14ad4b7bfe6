import { Button, Clipboard, VisuallyHidden } from '@chakra-ui/react';

/**
 * ADMIN-080, ADMIN-082: copies `value` to the clipboard with Chakra's Clipboard; the button reads "Copied" for a
 * moment, and a polite live region says so to a screen reader. `label` names what is copied when "Copy" alone would
 * not ("Copy the authcode of alice-insurance.example").
 */
export function CopyButton({ value, disabled = false, label }: { value: string; disabled?: boolean; label?: string }) {
  return (
    <Clipboard.Root value={value} timeout={2000}>
      <Clipboard.Trigger asChild>
        <Button variant="outline" size="sm" disabled={disabled} aria-label={label}>
          <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
        </Button>
      </Clipboard.Trigger>
      <Clipboard.Context>
        {({ copied }) => <VisuallyHidden aria-live="polite">{copied ? 'Copied' : ''}</VisuallyHidden>}
      </Clipboard.Context>
    </Clipboard.Root>
  );
}
