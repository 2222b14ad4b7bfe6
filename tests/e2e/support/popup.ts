import type { Locator } from '@playwright/test';
import { finiteAnimationsEnded } from './animations';

/**
 * Waits until a Chakra (zag) popup, a menu or a combobox's list, has its place. Such a popup is painted once before
 * the popper has placed it (at the top of the page), then flips to the side of its trigger with room and slides in.
 * On a loaded machine the unplaced frame can last long enough to look stable to Playwright, and a click on an item
 * lands where another item will be (issue #28: DOM-011 clicked "Cancel" and hit the disabled "Edit site" above it).
 * Placed means: its positioner carries the popper's coordinates and none of its animations still runs.
 */
export async function whenPlaced(popup: Locator): Promise<void> {
  await popup.evaluate(async (content) => {
    const positioner = content.closest<HTMLElement>('[data-part="positioner"]');
    if (!positioner) throw new Error('whenPlaced: the popup is not inside a Chakra positioner');
    while (!positioner.style.getPropertyValue('--x')) await new Promise(requestAnimationFrame);
  });
  // A flip restarts the slide-in with another direction: every animation that starts meanwhile is waited for.
  await popup.evaluate(finiteAnimationsEnded);
}

/** Opens the menu behind `trigger` and returns it once it has its place (whenPlaced). */
export async function openMenu(trigger: Locator): Promise<Locator> {
  await trigger.click();
  const contentId = await trigger.getAttribute('data-controls');
  if (!contentId) throw new Error('openMenu: the trigger names no menu (no data-controls attribute)');
  const menu = trigger.page().locator(`[id="${contentId}"]`);
  await whenPlaced(menu);
  return menu;
}

/** Picks `item` from the menu behind `trigger`, once the menu has its place. */
export async function chooseFromMenu(trigger: Locator, item: string): Promise<void> {
  const menu = await openMenu(trigger);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}
