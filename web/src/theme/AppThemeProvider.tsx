import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { cspNonce } from '../lib/cspNonce';
import { system } from './system';

const nonce = cspNonce();
// Decision D-160: emotion's style elements carry the page's nonce, so the CSP needs no 'unsafe-inline' for styles.
const styleCache = createCache({ key: 'css', nonce });

/** Our Chakra system (theme/system.ts) with a class-based colour mode (next-themes puts light/dark on <html>). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={system}>
        {/* The theme script only helps server rendering; index.html sets the class before React starts. */}
        <ThemeProvider attribute="class" disableTransitionOnChange nonce={nonce} scriptProps={{ type: 'application/json' }}>
          {children}
        </ThemeProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
