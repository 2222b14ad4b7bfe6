// First: the request layer must know the browser's choices (view-as, backend) before the boot sends the first
// queries (the session's, the page's: app/router.ts starts them when its module is evaluated).
import './app/requestSetup';
import './app/serverData';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';
import { BUILD } from './lib/buildInfo';
import { createErrorReporter, installErrorReporter, reportBoundaryError, routePattern } from './lib/errorReporter';
import { isHandledFailure } from './routes/failureText';
import { PRELOAD_ERROR_EVENT } from './routes/lazyChunk';
import { afterFirstPage } from './routes/pageRendered';
import { versionWatcher } from './shell/version/versionCheck';
import { endHydration, isHydrating } from './routes/hydration';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// SHELL-021: the version check waits until the first page is on the screen, so it never queues before the session
// and the page's queries (issue #14, decision D-113).
afterFirstPage(() => versionWatcher.start());
// SHELL-035: a chunk that will not load is most often a deployment that replaced it; ask for the version now so the
// reload banner (SHELL-022) offers the new one.
window.addEventListener(PRELOAD_ERROR_EVENT, () => void versionWatcher.check());

// CONST-044 (decision D-192): uncaught errors, unhandled rejections and what an error boundary caught go to the
// gateway's error log, with the build and the route's pattern.
installErrorReporter(
  window,
  createErrorReporter({
    version: BUILD.version,
    commit: BUILD.commit,
    route: () => routePattern(router.state.matches.map((m) => m.route.path)),
  }),
  isHandledFailure,
);

const rootOptions: RootOptions = {
  // A boundary shows the failure; a handled one (the gateway's refusal, a page's own text) is not a stack trace in the
  // console, an unexpected one is reported and still written there for whoever debugs.
  onCaughtError: (error) => {
    if (isHandledFailure(error)) return;
    reportBoundaryError(error);
    console.error(error);
  },
};

/** The router has run the first loaders and loaded the route's page chunk: its first render is the whole page. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

if (isHydrating()) {
  // Decision D-248: the page the gateway rendered is on the screen already; React takes it over once the router has
  // what the server had, then the loaders run again with the session.
  afterFirstPage(() => {
    endHydration();
    void router.revalidate();
  });
  // In a transition, so the hydration yields to the browser every few milliseconds instead of one long task.
  void routerReady().then(() => startTransition(() => void hydrateRoot(container, <App />, rootOptions)));
} else {
  createRoot(container, rootOptions).render(<App />);
}
