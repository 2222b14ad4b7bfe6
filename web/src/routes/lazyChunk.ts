/** SHELL-035: raised on window when a lazily loaded part of the app could not be fetched. */
export const PRELOAD_ERROR_EVENT = 'portal:preload-error';

interface PreloadErrorDetail {
  error: unknown;
}

/**
 * Loads a lazy chunk; when that fails (usually a new deployment removed the old chunk files, or the network dropped),
 * raises PRELOAD_ERROR_EVENT and rethrows so the route's error page shows.
 */
export async function loadChunk<T>(load: () => Promise<T>, target: EventTarget | undefined = globalThis.window): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // A server render (no window) has its modules bundled: nothing to fetch, so nothing to announce.
    target?.dispatchEvent(new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { detail: { error } }));
    throw error;
  }
}
