// First: the request layer must know the browser's choices (view-as, backend) before the boot sends the first
// queries (the session's, the page's: routes/router.ts starts them when its module is evaluated).
import './requestSetup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment';
import { PRELOAD_ERROR_EVENT } from './routes/lazyChunk';
import { afterFirstPage } from './routes/pageRendered';
import { router } from './routes/router';
import { versionWatcher } from './shell/version/versionCheck';
import { AppThemeProvider } from './theme/AppThemeProvider';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// SHELL-021: the version check waits until the first page is on the screen, so it never queues before the session
// and the page's queries (issue #14, decision D-113).
afterFirstPage(() => versionWatcher.start());
// SHELL-035: a chunk that will not load is most often a deployment that replaced it; ask for the version now so the
// reload banner (SHELL-022) offers the new one.
window.addEventListener(PRELOAD_ERROR_EVENT, () => void versionWatcher.check());

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
