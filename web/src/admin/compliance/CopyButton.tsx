import { Button, Clipboard, VisuallyHidden } from '@chakra-ui/react';

/**
 * ADMIN-080, ADMIN-082: copies `value` to the clipboard with Chakra's Clipboard; the button reads "Copied" for a
 * moment, and a polite live region says so to a screen reader.
 */
export function CopyButton({ value, disabled = false }: { value: string; disabled?: boolean }) {
  return (
    <Clipboard.Root value={value} timeout={2000}>
      <Clipboard.Trigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
        </Button>
      </Clipboard.Trigger>
      <Clipboard.Context>
        {({ copied }) => <VisuallyHidden aria-live="polite">{copied ? 'Copied' : ''}</VisuallyHidden>}
      </Clipboard.Context>
    </Clipboard.Root>
  );
}
