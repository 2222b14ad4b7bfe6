import { TOOLBOX_PARAM } from '../lib/toolboxQuery';
import { toolboxTabOf } from './toolboxTable';
import { lazy } from 'react';
import { preloadTab } from './toolboxTabs';

let chunk: Promise<typeof import('./Toolbox')> | null = null;

/** The toolbox's code (its own chunk, decision D-88), loaded once. */
function loadToolbox() {
  if (!chunk) {
    chunk = import('./Toolbox');
    chunk.catch(() => {
      chunk = null;
    });
  }
  return chunk;
}

/** One lazy component for the early frame and the toolbox itself: once loaded, neither waits for it again. */
export const LazyToolbox = lazy(loadToolbox);

/**
 * Issue #26 (decision D-220), called by the boot before the router starts: with `?admin` in the address, the
 * toolbox's code and its tab's code load while the session and the page's data are on their way.
 */
export function preloadToolbox(url: URL): void {
  if (!url.searchParams.has(TOOLBOX_PARAM)) return;
  void loadToolbox().catch(() => undefined);
  const tab = toolboxTabOf(url.searchParams.get(TOOLBOX_PARAM));
  if (tab) void preloadTab(tab).catch(() => undefined);
}
