import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../widgets/PageHeader';
import { HomeLink } from './HomeLink';

/** SHELL-027, ROUTE-017: any path the portal does not know. */
export default function NotFoundPage() {
  return (
    <Stack gap="4" align="flex-start">
      <PageHeader title="Page not found" />
      <Text>There is no page at this address. Check the link, or start again from your home page.</Text>
      <HomeLink />
    </Stack>
  );
}
