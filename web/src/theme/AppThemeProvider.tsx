import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { system } from './system';

/** Our Chakra system (theme/system.ts) with a class-based colour mode (next-themes puts light/dark on <html>). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {/* The theme script only helps server rendering; index.html sets the class before React starts. */}
      <ThemeProvider attribute="class" disableTransitionOnChange scriptProps={{ type: 'application/json' }}>
        {children}
      </ThemeProvider>
    </ChakraProvider>
  );
}
