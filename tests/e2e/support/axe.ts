import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { finiteAnimationsEnded } from './animations';

/** No serious or critical WCAG 2 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours read halfway through a dialog fading in or a table undimming are not the page's.
  await page.evaluate(finiteAnimationsEnded, null);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
