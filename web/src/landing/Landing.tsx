import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSession } from '../auth/useSession';
import { displayName } from './displayName';

/** The frame the four landing pages share: a greeting and what the user can do. */
export function Landing({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <Stack gap="6" align="flex-start">
      <Heading as="h1" size="2xl">
        {`Welcome, ${displayName(session)}`}
      </Heading>
      {children}
    </Stack>
  );
}
