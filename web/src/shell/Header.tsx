import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { canAdminister } from '@portal/rules';
import { PRODUCT_NAME } from '../lib/portalFacts';
import { Link as RouterLink } from 'react-router-dom';
import { isProviderStaff } from '../auth/providerStaff';
import { useSession } from '../auth/useSession';
import { ViewAsButton } from '../auth/viewAs/ViewAsButton';
import { WIDE_LAYOUT_MEDIA } from '../lib/layout';
import { useNarrowViewport } from '../lib/useNarrowViewport';
import { ColorModeToggle } from '../theme/ColorModeToggle';
import { headerHomePath } from './headerHome';
import { DrawerToggle } from './NavDrawer';
import { SupportLinks } from './SupportLinks';
import { ToolboxButton } from './ToolboxButton';
import type { DrawerControl } from './useDrawer';
import { UserMenu } from './UserMenu';

/** CONST-018 in CSS: one row on a phone, wrapping on a wider screen, so a server-rendered header is right at once. */
function rowCss(narrowPadding: string, widePadding: string) {
  return { px: narrowPadding, gap: '1', flexWrap: 'nowrap', [WIDE_LAYOUT_MEDIA]: { px: widePadding, gap: '3', flexWrap: 'wrap' } } as const;
}

/**
 * SHELL-002..005: home link, support contacts, dark mode, view-as for provider staff, and the user menu.
 * On a phone (CONST-018) it is one row: the contacts become icon links so the page starts right under it.
 */
export function Header({ drawer }: { drawer: DrawerControl | null }) {
  const session = useSession();
  const narrow = useNarrowViewport();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
      <Flex py="2" align="center" css={rowCss('2', '4')}>
        {drawer && <DrawerToggle drawer={drawer} />}
        <Link asChild fontWeight="bold" whiteSpace="nowrap" css={{ fontSize: 'md', [WIDE_LAYOUT_MEDIA]: { fontSize: 'lg' } }}>
          <RouterLink to={headerHomePath(session)}>{PRODUCT_NAME}</RouterLink>
        </Link>
        <Flex ms="auto" align="center" fontSize="sm" minW="0" css={rowCss('0', '0')}>
          <Flex gap="1" align="center" css={{ [WIDE_LAYOUT_MEDIA]: { display: 'none' } }}>
            <SupportLinks compact />
          </Flex>
          <Flex gap="3" wrap="wrap" align="center" css={{ display: 'none', [WIDE_LAYOUT_MEDIA]: { display: 'flex' } }}>
            <Text as="span" color="fg.muted">
              Support:
            </Text>
            <SupportLinks />
          </Flex>
          <ColorModeToggle />
          {isProviderStaff(session) && <ViewAsButton compact={narrow} />}
          {canAdminister(session) && <ToolboxButton compact={narrow} />}
          {session.authenticated && <UserMenu />}
        </Flex>
      </Flex>
    </Box>
  );
}
