import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** What a page shows while its data or code is on the way. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center role="status" py="16" aria-live="polite">
      <Spinner size="lg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
