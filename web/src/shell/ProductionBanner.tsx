import { Box, Text } from '@chakra-ui/react';

/** SHELL-007: said in words too, not only by the red page. */
export function ProductionBanner() {
  return (
    <Box as="section" aria-label="Production warning" bg="red.solid" color="red.contrast" px="4" py="1.5">
      <Text fontWeight="bold">Connected to production</Text>
    </Box>
  );
}
