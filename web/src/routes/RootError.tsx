import { Box } from '@chakra-ui/react';
import { AlertBar } from '../alerts/AlertBar';
import { MAIN_ID } from '../shell/SkipLink';
import { ChoiceRecovery } from './ChoiceRecovery';
import { RouteError } from './RouteError';

/** When even the session could not load there is no shell to show: just the failure and a retry. */
export function RootError() {
  return (
    <Box as="main" id={MAIN_ID} maxW="6xl" mx="auto" px="4" py="6">
      <AlertBar />
      <ChoiceRecovery />
      <RouteError />
    </Box>
  );
}
