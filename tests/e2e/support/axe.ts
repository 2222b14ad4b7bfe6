import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { finiteAnimationsEnded } from './animations';

const TAGS = ['wcag2a', 'wcag2aa'];

/**
 * No serious or critical WCAG 2 A/AA violation on the page as it is now. axe-core runs in the page itself, injected
 * once per document (decision D-246): @axe-core/playwright's analyze() sent its 1.5 MB source again on every call and
 * finished each run in a blank page of its own, a new renderer per check. The portal has no frames to descend into.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours read halfway through a dialog fading in or a table undimming are not the page's.
  await page.evaluate(finiteAnimationsEnded, null);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const bad = await page.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only the violations are read: the passes' nodes are not collected.
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, TAGS);
  expect(bad).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
