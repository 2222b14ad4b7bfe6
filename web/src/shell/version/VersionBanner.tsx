import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useVersionState } from './versionCheck';

const NEW_VERSION_TEXT = 'A new version of the portal is available.';

/** SHELL-022: a newer portal is deployed; reloading installs it (the next navigation does too, SHELL-023). */
export function VersionBanner() {
  const { newVersion } = useVersionState();
  if (!newVersion) return null;
  return (
    <Box as="section" aria-label="New version" bg="blue.subtle" color="blue.fg" px="4" py="2">
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontWeight="medium">{NEW_VERSION_TEXT}</Text>
        <Button size="xs" colorPalette="blue" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Flex>
    </Box>
  );
}
