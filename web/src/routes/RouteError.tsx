import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { isRouteErrorResponse, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { invalidateRelayStore } from '../relay/environment';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || MESSAGES.generic;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.generic;
}

/** A route that failed to load: the message, and a way to try again. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search, hash } = useLocation();
  const retry = () => {
    // Stale data must not answer the retry: a failed field is cached as null.
    invalidateRelayStore();
    // Navigating to the same address re-runs the loaders and resets the error boundary,
    // which a plain revalidation does not do for errors thrown while rendering.
    navigate(`${pathname}${search}${hash}`, { replace: true });
  };
  return (
    <Stack as="section" gap="4" py="8" aria-labelledby="route-error-heading" align="flex-start">
      <Heading as="h1" size="xl" id="route-error-heading">
        Something went wrong
      </Heading>
      <Text>{messageOf(error)}</Text>
      <Button onClick={retry} loading={navigation.state === 'loading'}>
        Try again
      </Button>
    </Stack>
  );
}
