import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { domainsPath, pricingPath } from '../routes/domainPaths';

/** Heading, what the page is for, and the way back, around the purchase and transfer forms. */
export function OrderPageFrame({
  agentId,
  title,
  intro,
  children,
}: {
  agentId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="6" maxW="3xl">
      <Link asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={domainsPath(agentId)}>Back to domains</RouterLink>
      </Link>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text>
          {`${intro} Not sure which type you need? Compare them on the `}
          <Link asChild colorPalette="blue">
            <RouterLink to={pricingPath(agentId)}>pricing page</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
