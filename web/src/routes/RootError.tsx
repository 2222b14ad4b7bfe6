import { Box } from '@chakra-ui/react';
import { AlertBar } from '../alerts/AlertBar';
import { RouteError } from './RouteError';

/** When even the session could not load there is no shell to show: just the failure and a retry. */
export function RootError() {
  return (
    <Box as="main" id="main" maxW="6xl" mx="auto" px="4" py="6">
      <AlertBar />
      <RouteError />
    </Box>
  );
}
