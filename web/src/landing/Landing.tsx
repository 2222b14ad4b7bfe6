import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSession } from '../auth/useSession';
import { PageHeader } from '../widgets/PageHeader';
import { displayName } from './displayName';

/** The frame the four landing pages share: a greeting and what the user can do. */
export function Landing({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <Stack gap="6" align="stretch">
      <PageHeader title={`Welcome, ${displayName(session)}`} />
      <Stack gap="6" align="flex-start">
        {children}
      </Stack>
    </Stack>
  );
}
