import { StrictMode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router-dom';
import { environment } from '../relay/environment';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { router } from './router';

/** The providers every page sits in: the Relay environment, the theme, the router over the route table. */
export function App() {
  return (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </RelayEnvironmentProvider>
    </StrictMode>
  );
}
