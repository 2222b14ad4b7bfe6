/**
 * What the request layer needs from the app without importing it (shared code never imports an area or the frame):
 * the app registers these once at start-up (main.tsx).
 */
export interface RequestHooks {
  /** Headers that carry the browser's own choices (backend, view-as) to the gateway. */
  choiceHeaders: () => Record<string, string>;
  /** The session ended on the server (AUTH-005): forget it and sign in again. */
  onUnauthenticated: () => void;
}

let hooks: RequestHooks = { choiceHeaders: () => ({}), onUnauthenticated: () => undefined };

export function configureRequests(next: RequestHooks): void {
  hooks = next;
}

export function requestHooks(): RequestHooks {
  return hooks;
}
