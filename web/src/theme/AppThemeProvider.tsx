import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { cspNonce } from '../lib/cspNonce';
import { system } from './system';

const nonce = cspNonce();
// Decision D-160: emotion's style elements carry the page's nonce, so the CSP needs no 'unsafe-inline' for styles.
// Created when this module loads, before the first render: it adopts the styles a server-rendered page brought
// (app/renderPage.tsx puts them in <head> as <style data-emotion="css …">), so hydration inserts none of them again.
const browserStyleCache = typeof document === 'undefined' ? null : createCache({ key: 'css', nonce });

/**
 * Our Chakra system (theme/system.ts) with a class-based colour mode (next-themes puts light/dark on <html>).
 * `styleCache`: a server render's own cache (one per request, so no page's styles are taken for another's).
 */
export function AppThemeProvider({ children, styleCache }: { children: ReactNode; styleCache?: EmotionCache }) {
  const cache = styleCache ?? browserStyleCache;
  if (!cache) throw new Error('A server render gives AppThemeProvider its own style cache');
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        {/* The theme script only helps server rendering; index.html sets the class before React starts. */}
        <ThemeProvider attribute="class" disableTransitionOnChange nonce={nonce} scriptProps={{ type: 'application/json' }}>
          {children}
        </ThemeProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
