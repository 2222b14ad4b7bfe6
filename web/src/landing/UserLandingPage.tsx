import { Text } from '@chakra-ui/react';
import { Landing } from './Landing';
import { SupportContacts } from '../widgets/SupportContacts';

/** ROUTE-007: a signed-in user the portal does not know a role for. */
export default function UserLandingPage() {
  return (
    <Landing>
      <Text>
        You are signed in, but your account has no access to the portal yet. Please contact support so we can
        set up your access:
      </Text>
      <SupportContacts />
    </Landing>
  );
}
