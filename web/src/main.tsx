// First: the request layer must know the browser's choices (view-as, backend) before the boot sends the first
// queries (the session's, the page's: app/router.ts starts them when its module is evaluated).
import './app/requestSetup';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';
import { BUILD } from './lib/buildInfo';
import { createErrorReporter, installErrorReporter, reportBoundaryError, routePattern } from './lib/errorReporter';
import { isHandledFailure } from './routes/failureText';
import { PRELOAD_ERROR_EVENT } from './routes/lazyChunk';
import { afterFirstPage } from './routes/pageRendered';
import { versionWatcher } from './shell/version/versionCheck';

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

createRoot(container, {
  // A boundary shows the failure; a handled one (the gateway's refusal, a page's own text) is not a stack trace in the
  // console, an unexpected one is reported and still written there for whoever debugs.
  onCaughtError: (error) => {
    if (isHandledFailure(error)) return;
    reportBoundaryError(error);
    console.error(error);
  },
}).render(<App />);
