import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { canAdminister } from '@portal/rules';
import { PRODUCT_NAME } from '../lib/portalFacts';
import { Link as RouterLink } from 'react-router-dom';
import { isProviderStaff } from '../auth/providerStaff';
import { useSession } from '../auth/useSession';
import { ViewAsButton } from '../auth/viewAs/ViewAsButton';
import { useNarrowViewport } from '../lib/useNarrowViewport';
import { ColorModeToggle } from '../theme/ColorModeToggle';
import { headerHomePath } from './headerHome';
import { DrawerToggle } from './NavDrawer';
import { SupportLinks } from './SupportLinks';
import { ToolboxButton } from './ToolboxButton';
import type { DrawerControl } from './useDrawer';
import { UserMenu } from './UserMenu';

/**
 * SHELL-002..005: home link, support contacts, dark mode, view-as for provider staff, and the user menu.
 * On a phone (CONST-018) it is one row: the contacts become icon links so the page starts right under it.
 */
export function Header({ drawer }: { drawer: DrawerControl | null }) {
  const session = useSession();
  const narrow = useNarrowViewport();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
      <Flex px={narrow ? '2' : '4'} py="2" align="center" gap={narrow ? '1' : '3'} wrap={narrow ? 'nowrap' : 'wrap'}>
        {drawer && <DrawerToggle drawer={drawer} />}
        <Link asChild fontWeight="bold" fontSize={narrow ? 'md' : 'lg'} whiteSpace="nowrap">
          <RouterLink to={headerHomePath(session)}>{PRODUCT_NAME}</RouterLink>
        </Link>
        <Flex ms="auto" align="center" gap={narrow ? '1' : '3'} wrap={narrow ? 'nowrap' : 'wrap'} fontSize="sm" minW="0">
          {narrow ? (
            <SupportLinks compact />
          ) : (
            <Flex gap="3" wrap="wrap" align="center">
              <Text as="span" color="fg.muted">
                Support:
              </Text>
              <SupportLinks />
            </Flex>
          )}
          <ColorModeToggle />
          {isProviderStaff(session) && <ViewAsButton compact={narrow} />}
          {canAdminister(session) && <ToolboxButton compact={narrow} />}
          {session.authenticated && <UserMenu />}
        </Flex>
      </Flex>
    </Box>
  );
}
