/**
 * Decision D-220: whether the last session this browser saw could use the toolbox. Only then does `?admin` show the
 * toolbox's frame before the session has arrived; the session still decides (AdminToolbox), so anyone else never
 * sees more than that frame's first moment, and only after a staff member used this browser.
 */
const TOOLBOX_HINT_KEY = 'portal.toolboxUser';

export function rememberToolboxUser(canUse: boolean): void {
  try {
    if (canUse) window.localStorage.setItem(TOOLBOX_HINT_KEY, '1');
    else window.localStorage.removeItem(TOOLBOX_HINT_KEY);
  } catch {
    // Storage disabled: the frame waits for the session, as before.
  }
}

export function lastUserCouldUseToolbox(): boolean {
  try {
    return window.localStorage.getItem(TOOLBOX_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
