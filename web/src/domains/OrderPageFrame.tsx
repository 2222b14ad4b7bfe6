import { Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../widgets/PageHeader';
import { PATHS } from '../routes/paths';

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
        <RouterLink to={PATHS.domains.href({ agentID: agentId })}>Back to domains</RouterLink>
      </Link>
      <PageHeader
        title={title}
        description={
          <>
            {`${intro} Not sure which type you need? Compare them on the `}
            <Link asChild colorPalette="blue">
              <RouterLink to={PATHS.pricing.href({ agentID: agentId })}>pricing page</RouterLink>
            </Link>
            .
          </>
        }
      />
      {children}
    </Stack>
  );
}
