import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AlertBar } from '../alerts/AlertBar';
import { PageSpinner } from '../routes/PageSpinner';
import { useReleaseUnusedQueries } from '../routes/queryRefs';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDocumentTitle } from './useDocumentTitle';

export const MAIN_ID = 'main';

/** Header, main area with the alert bar, footer: the frame of every page. */
export function Layout() {
  useDocumentTitle();
  useReleaseUnusedQueries();
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href={`#${MAIN_ID}`}
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="bg"
        px="3"
        py="2"
        _focus={{ top: '2' }}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        Skip to main content
      </Link>
      <Header />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" w="full" maxW="6xl" mx="auto" px="4" py="6" outline="none">
        <AlertBar />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
