/** A value a rich text editor wrote (HTML), as opposed to a plain text (D-110). */
export function isHtml(value: string): boolean {
  return /<\/?(p|br|strong|em|b|i|u|ul|ol|li|a|blockquote|code|span)\b[^>]*>/i.test(value);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** A rich value's words on one line (a status line, not the page): tags become spaces, entities their characters. */
export function htmlToText(value: string): string {
  if (!isHtml(value)) return value;
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
