import { Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { HomeLink } from './HomeLink';

/** SHELL-028: where a denied path lands (AUTH-013). */
export default function ForbiddenPage() {
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">
        Access denied
      </Heading>
      <Text>{MESSAGES.forbidden}</Text>
      <HomeLink />
    </Stack>
  );
}
