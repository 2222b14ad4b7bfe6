import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment';
import { router } from './routes/router';
import { versionWatcher } from './shell/version/versionCheck';
import { AppThemeProvider } from './theme/AppThemeProvider';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

versionWatcher.start(); // SHELL-021

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
