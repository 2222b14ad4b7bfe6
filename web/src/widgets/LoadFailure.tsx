import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface LoadFailureProps {
  /** What did not load, in the portal's words (an ERR text); null when nothing more can be said. */
  text: string | null;
  /** Loads it again: a new fetchKey or a network-only refetch, never the failed answer from the store. */
  onRetry: () => void;
  /** The retry is running: the button shows it. */
  retrying?: boolean;
  /**
   * Announce the failure itself (role alert): for a part the alert bar cannot speak for, inside a drawer or a dialog
   * (a modal hides the bar). Elsewhere the alert bar says it already, and saying it twice would be noise.
   */
  announce?: boolean;
  /** A whole page that failed: its h1 ("This page did not load") above the text. */
  heading?: string;
}

/** The one load failure: what did not load and "Try again", in the failed part's place (the rest stays usable). */
export function LoadFailure({ text, onRetry, retrying = false, announce = false, heading }: LoadFailureProps) {
  const headingId = useId();
  const retry = (
    <Button onClick={onRetry} loading={retrying} {...(heading ? {} : { size: 'sm', variant: 'outline' })}>
      Try again
    </Button>
  );
  if (heading) {
    return (
      <Stack as="section" gap="4" py="8" aria-labelledby={headingId} align="flex-start" role={announce ? 'alert' : undefined}>
        <Heading as="h1" size="xl" id={headingId}>
          {heading}
        </Heading>
        {text && <Text>{text}</Text>}
        {retry}
      </Stack>
    );
  }
  return (
    <Alert.Root status="error" alignItems="center" role={announce ? 'alert' : undefined}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
      </Alert.Content>
      {retry}
    </Alert.Root>
  );
}
