import { Box, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { chooseBackend } from './chooseBackend';
import { DEV_MODE_TITLE, LOCAL_BACKEND_HINT } from './devMode';
import type { PortalInfo } from './portalInfo';

/** SHELL-008..010: the dev-mode banner with the backend chooser, and the local-development hint. */
export function DevModeBanner({ portal }: { portal: PortalInfo }) {
  if (!portal.devMode) return null;
  return (
    <Box as="section" aria-label={DEV_MODE_TITLE} bg="orange.subtle" color="orange.fg" px="4" py="1.5" fontSize="sm">
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontWeight="semibold">{DEV_MODE_TITLE}</Text>
        {portal.backends.length > 0 && (
          // A wrapping label names the select without a form field frame: the banner stays one line.
          <Flex as="label" align="center" gap="2">
            <Text as="span">Backend</Text>
            <NativeSelect.Root size="xs" w="14rem">
              <NativeSelect.Field
                value={portal.backend.key}
                bg="bg"
                color="fg"
                onChange={(e) => chooseBackend(e.currentTarget.value)}
              >
                {portal.backends.map((b) => (
                  <option key={b.key} value={b.key}>
                    {b.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
        )}
      </Flex>
      {portal.backend.local && <Text mt="1">{LOCAL_BACKEND_HINT}</Text>}
    </Box>
  );
}
