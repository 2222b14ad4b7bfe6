import { Box, Flex } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AlertBar } from '../alerts/AlertBar';
import { WIDE_LAYOUT_MEDIA } from '../lib/layout';
import { isProviderStaff } from '../auth/providerStaff';
import { useRootData } from '../auth/useSession';
import { ViewAsBanner } from '../auth/viewAs/ViewAsBanner';
import { ErrorBoundary } from '../routes/ErrorBoundary';
import { PageSpinner } from '../widgets/LoadingState';
import { useReleaseUnusedQueries } from '../routes/queryRefs';
import { SavingSnackbar } from '../saving/SavingSnackbar';
import { UnsavedWorkPrompt } from '../widgets/UnsavedWorkPrompt';
import { pageBackground, showsProductionWarning } from '../theme/pageBackground';
import { useColorMode } from '../theme/useColorMode';
import { DevModeBanner } from './DevModeBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavDrawer } from './NavDrawer';
import { ProductionBanner } from './ProductionBanner';
import { NavigationProgress } from './NavigationProgress';
import { ShellDialogs } from './ShellDialogs';
import { SiteNotifications } from './SiteNotifications';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useDocumentTitle, useRouteFlags } from './useDocumentTitle';
import { useDrawer } from './useDrawer';
import { useShellShortcuts } from './useShellShortcuts';
import { VersionBanner } from './version/VersionBanner';

const refKeys = new WeakMap<object, number>();
let lastKey = 0;

/** A new key for each loaded notifications query, so a failed one can be tried again by the next navigation. */
function keyOf(ref: object): number {
  let key = refKeys.get(ref);
  if (key === undefined) {
    key = ++lastKey;
    refKeys.set(ref, key);
  }
  return key;
}

/**
 * The frame of every page: banners, header, drawer, main area with alerts and notifications, footer, dialogs.
 * `toolbox` is the admin toolbox (an area the frame cannot import; the routes pass it in).
 */
export function Layout({ toolbox = null }: { toolbox?: ReactNode }) {
  useDocumentTitle();
  useReleaseUnusedQueries();
  const { session, portal, queryRef } = useRootData();
  const flags = useRouteFlags();
  const drawer = useDrawer();
  const colorMode = useColorMode();
  const production = portal?.production ?? false;

  useShellShortcuts({
    'toggle-dark-mode': isProviderStaff(session) ? colorMode.toggle : undefined, // SHELL-005
    'toggle-drawer': flags.navigation ? drawer.toggle : undefined, // SHELL-016
  });

  return (
    <Flex direction="column" minH="100vh" bg={pageBackground(colorMode.mode, production)}>
      <NavigationProgress />
      <SkipLink />
      {portal && <DevModeBanner portal={portal} />}
      {showsProductionWarning(colorMode.mode, production) && <ProductionBanner />}
      <Header drawer={flags.navigation ? drawer : null} />
      <VersionBanner />
      <ViewAsBanner />
      <Flex flex="1" minW="0" css={{ flexDirection: 'column', [WIDE_LAYOUT_MEDIA]: { flexDirection: 'row' } }}>
        {flags.navigation && <NavDrawer drawer={drawer} />}
        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          flex="1"
          minW="0"
          w="full"
          maxW="6xl"
          mx="auto"
          px="4"
          py="6"
          outline="none"
        >
          <AlertBar />
          {queryRef && flags.siteNotifications && (
            // A failed notifications query is in the alert bar already: nothing in its place, the page stays.
            <ErrorBoundary key={keyOf(queryRef)} fallback={null}>
              <Suspense fallback={null}>
                <SiteNotifications queryRef={queryRef} place={flags.siteNotifications} />
              </Suspense>
            </ErrorBoundary>
          )}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
      <Footer />
      <SavingSnackbar />
      <ShellDialogs />
      <UnsavedWorkPrompt />
      {toolbox}
    </Flex>
  );
}
