import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@portal/rules';
import { Link as RouterLink } from 'react-router-dom';
import { isProviderStaff } from '../auth/providerStaff';
import { useSession } from '../auth/useSession';
import { ViewAsButton } from '../auth/viewAs/ViewAsButton';
import { ColorModeToggle } from '../theme/ColorModeToggle';
import { headerHomePath } from './headerHome';
import { DrawerToggle } from './NavDrawer';
import { SupportLinks } from './SupportLinks';
import type { DrawerControl } from './useDrawer';
import { UserMenu } from './UserMenu';

/** SHELL-002..005: home link, support contacts, dark mode, view-as for provider staff, and the user menu. */
export function Header({ drawer }: { drawer: DrawerControl | null }) {
  const session = useSession();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
      <Flex px="4" py="2" align="center" gap="3" wrap="wrap">
        {drawer && <DrawerToggle drawer={drawer} />}
        <Link asChild fontWeight="bold" fontSize="lg">
          <RouterLink to={headerHomePath(session)}>{PRODUCT_NAME}</RouterLink>
        </Link>
        <Flex ms="auto" align="center" gap="3" wrap="wrap" fontSize="sm">
          <Flex gap="3" wrap="wrap" align="center">
            <Text as="span" color="fg.muted">
              Support:
            </Text>
            <SupportLinks />
          </Flex>
          <ColorModeToggle />
          {isProviderStaff(session) && <ViewAsButton />}
          {session.authenticated && <UserMenu />}
        </Flex>
      </Flex>
    </Box>
  );
}
