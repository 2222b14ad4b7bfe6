import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useSaveStatus } from './useSaveStatus';

/** SHELL-020: "Saving…" while a save runs, then "Saved". The live region is always there so changes are read out. */
export function SavingSnackbar() {
  const { snackbar, text } = useSaveStatus();
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Saving status"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
    >
      {snackbar !== 'hidden' && (
        <Flex bg="bg.inverted" color="fg.inverted" px="4" py="2" rounded="md" shadow="lg" gap="2" align="center">
          {snackbar === 'saving' && <Spinner size="sm" />}
          <Text>{text}</Text>
        </Flex>
      )}
    </Box>
  );
}
