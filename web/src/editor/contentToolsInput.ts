/** The content tools' inputs: the stock copy's categories and the article blacklist as typed (EDITOR-046, EDITOR-047). */

/** API-054's categories: the stock copy the provider writes for a site (decision D-50). */
export const COPY_CATEGORIES = [
  { value: 'about', label: 'About text' },
  { value: 'products', label: 'Product descriptions' },
  { value: 'team', label: 'Team introduction' },
  { value: 'reviews', label: 'Reviews introduction' },
] as const;

/** The article blacklist as typed in a text box: one slug per line, trimmed, blanks and repeats left out. */
export function parseArticleSlugs(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((s) => s.trim()).filter(Boolean))];
}
