import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@portal/rules';
import { Link as RouterLink } from 'react-router-dom';
import { LOGOUT_PATH } from '../auth/redirects';
import { useSession } from '../auth/useSession';

export function Header() {
  const session = useSession();
  const email = session.email ?? session.userDetails?.email;
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
      <Flex maxW="6xl" mx="auto" px="4" py="3" align="center" gap="4" wrap="wrap">
        <Link asChild fontWeight="bold" fontSize="lg">
          <RouterLink to={session.homePath}>{PRODUCT_NAME}</RouterLink>
        </Link>
        {session.authenticated && (
          <Flex ms="auto" align="center" gap="4" wrap="wrap">
            <Box textAlign="end" lineHeight="short">
              {session.user && <Text fontWeight="medium">{session.user}</Text>}
              {email && email !== session.user && (
                <Text fontSize="sm" color="fg.muted">
                  {email}
                </Text>
              )}
            </Box>
            <Link asChild>
              <RouterLink to={LOGOUT_PATH}>Log out</RouterLink>
            </Link>
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
