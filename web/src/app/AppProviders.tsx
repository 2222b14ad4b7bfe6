import type { EmotionCache } from '@emotion/cache';
import { StrictMode, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import { AppThemeProvider } from '../theme/AppThemeProvider';

/**
 * The providers every page sits in: the Relay environment and the theme. The browser gives its one environment and
 * style cache; a server render (app/renderPage.tsx, decision D-248) gives its own per request.
 */
export function AppProviders({ environment, styleCache, children }: { environment: IEnvironment; styleCache?: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <AppThemeProvider styleCache={styleCache}>{children}</AppThemeProvider>
      </RelayEnvironmentProvider>
    </StrictMode>
  );
}
