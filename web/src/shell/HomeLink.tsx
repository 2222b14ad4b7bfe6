import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../auth/useSession';

/** "Go to the home page": the user's own landing page, or the login page. */
export function HomeLink() {
  const session = useSession();
  return (
    <Button asChild variant="outline">
      <RouterLink to={session.homePath}>Go to the home page</RouterLink>
    </Button>
  );
}
