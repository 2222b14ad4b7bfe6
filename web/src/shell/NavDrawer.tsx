import { Badge, Box, Flex, IconButton, Link, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useSession } from '../auth/useSession';
import { DRAWER_CSS_WIDTHS } from './drawer';
import { ChevronLeftIcon, ChevronRightIcon, MenuIcon } from '../widgets/icons';
import { useNavCounts } from './navBadges';
import { currentLinkIndex } from './navCurrent';
import { navItemsFor } from './navItems';
import type { DrawerControl } from './useDrawer';

const DRAWER_ID = 'navigation-drawer';

/** SHELL-015: the header button that collapses and expands the drawer (Shift+"." does the same). */
export function DrawerToggle({ drawer }: { drawer: DrawerControl }) {
  return (
    <IconButton
      aria-label="Navigation"
      aria-expanded={drawer.open}
      aria-controls={DRAWER_ID}
      title={drawer.open ? 'Hide navigation (Shift+.)' : 'Show navigation (Shift+.)'}
      variant="ghost"
      size="sm"
      onClick={drawer.toggle}
    >
      <MenuIcon />
    </IconButton>
  );
}

/** SHELL-014..018: the navigation of the agent area and the provider staff's home. */
export function NavDrawer({ drawer }: { drawer: DrawerControl }) {
  const session = useSession();
  const agentID = useMatches().at(-1)?.params.agentID;
  const { pathname } = useLocation();
  // The overview's links (ROUTE-047..055) need the path and the viewer's permissions.
  const items = navItemsFor(agentID, session.userType === 'mirus' ? session.homePath : null, { pathname, user: session });
  // The link a navigation goes to is marked at once, before its page has loaded (issue #9).
  const current = currentLinkIndex(items, pathname, useNavigation().location?.pathname);
  const counts = useNavCounts();
  return (
    <Box
      as="nav"
      id={DRAWER_ID}
      aria-label="Main navigation"
      display={drawer.open ? 'flex' : 'none'}
      flexDirection="column"
      w={DRAWER_CSS_WIDTHS[drawer.width]}
      flexShrink={0}
      borderEndWidth={drawer.narrow ? undefined : '1px'}
      borderBottomWidth={drawer.narrow ? '1px' : undefined}
      bg="bg.subtle"
      px="2"
      py="4"
      gap="4"
    >
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item, index) => (
          <li key={item.to}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              rounded="md"
              w="full"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              _currentPage={{ bg: 'colorPalette.subtle', fontWeight: 'semibold' }}
              colorPalette="blue"
            >
              <RouterLink
                to={item.to}
                aria-current={index === current ? 'page' : undefined}
                onClick={drawer.narrow ? drawer.close : undefined}
              >
                {item.label}
                {counts.has(item.to) && (
                  <>
                    <Badge ms="1" colorPalette="orange" variant="solid" aria-hidden>
                      {counts.get(item.to)}
                    </Badge>
                    <VisuallyHidden>{` (${counts.get(item.to)} waiting)`}</VisuallyHidden>
                  </>
                )}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
      {!drawer.narrow && (
        <Flex gap="1" mt="auto" justify="flex-end">
          <IconButton
            aria-label="Narrower navigation"
            variant="ghost"
            size="xs"
            disabled={!drawer.canNarrow}
            onClick={drawer.narrower}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Wider navigation"
            variant="ghost"
            size="xs"
            disabled={!drawer.canWiden}
            onClick={drawer.wider}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      )}
    </Box>
  );
}
