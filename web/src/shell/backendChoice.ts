/** localStorage key of the dev-mode backend choice (SHELL-009, decision D-18). */
const BACKEND_KEY = 'portal.backend';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readBackendChoice(): string | null {
  return storage()?.getItem(BACKEND_KEY) || null;
}

export function storeBackendChoice(key: string | null): void {
  if (key) storage()?.setItem(BACKEND_KEY, key);
  else storage()?.removeItem(BACKEND_KEY);
}
