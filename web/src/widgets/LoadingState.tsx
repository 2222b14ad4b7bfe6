import { Center, Flex, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';

export interface LoadingStateProps {
  /** What is on the way, as a person reads it ("Loading the site notifications…"). */
  text: string;
  /** A whole page: a large spinner in the page's place, the text for screen readers only. */
  page?: boolean;
}

/** The one loading state: a spinner and its words in a status region (a Suspense fallback, a running step). */
export function LoadingState({ text, page = false }: LoadingStateProps) {
  if (page) {
    return (
      <Center role="status" py="16" aria-live="polite">
        <Spinner size="lg" />
        <VisuallyHidden>{text}</VisuallyHidden>
      </Center>
    );
  }
  return (
    <Flex gap="2" align="center" role="status">
      <Spinner size="sm" />
      <Text>{text}</Text>
    </Flex>
  );
}

/** What a page shows while its data or code is on the way (the router's HydrateFallback, a lazy page chunk). */
export function PageSpinner() {
  return <LoadingState text="Loading" page />;
}
