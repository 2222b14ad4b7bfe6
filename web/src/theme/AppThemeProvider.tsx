import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** Chakra's default system with a class-based colour mode (next-themes puts light/dark on <html>). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      {/* The theme script only helps server rendering; index.html sets the class before React starts. */}
      <ThemeProvider attribute="class" disableTransitionOnChange scriptProps={{ type: 'application/json' }}>
        {children}
      </ThemeProvider>
    </ChakraProvider>
  );
}
