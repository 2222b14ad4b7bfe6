import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../widgets/PageHeader';
import { MESSAGES } from '@portal/rules';
import { HomeLink } from './HomeLink';

/** SHELL-028: where a denied path lands (AUTH-013). */
export default function ForbiddenPage() {
  return (
    <Stack gap="4" align="flex-start">
      <PageHeader title="Access denied" />
      <Text>{MESSAGES.forbidden}</Text>
      <HomeLink />
    </Stack>
  );
}
