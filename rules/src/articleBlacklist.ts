/** The article blacklist of a site (EDITOR-047, API-055, API-056; decision D-67). */

/**
 * An article slug (API-055, API-056; decision D-67): lower-case letters and digits in words joined by single hyphens,
 * e.g. "flood-myths"; no spaces, no leading, trailing or doubled hyphen.
 */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isArticleSlug(value: string): boolean {
  return ARTICLE_SLUG_PATTERN.test(value);
}

/** The message for one entry of the blacklist that is not a slug; it names the entry. */
export function articleSlugError(entry: string): string {
  return `"${entry}" is not an article slug: use lower-case letters, digits and single hyphens, e.g. flood-myths.`;
}

/** One message per entry that is not a slug, in list order; empty when every entry is one. */
export function articleBlacklistErrors(entries: readonly string[]): string[] {
  return entries.filter((e) => !isArticleSlug(e)).map(articleSlugError);
}

/** API-056's list as saved: entries trimmed, repeats left out (first kept). */
export function normalizeArticleBlacklist(entries: readonly string[]): string[] {
  return [...new Set(entries.map((s) => s.trim()))];
}
