/** A value a rich text editor wrote (HTML), as opposed to a plain text (D-110). */
export function isHtml(value: string): boolean {
  return /<\/?(p|br|strong|em|b|i|u|ul|ol|li|a|blockquote|code|span)\b[^>]*>/i.test(value);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

function decodeEntities(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** A rich value's words on one line (a status line, not the page): tags become spaces, entities their characters. */
export function htmlToText(value: string): string {
  if (!isHtml(value)) return value;
  return decodeEntities(value.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A rich value as the lines a reader sees (what a word-by-word difference compares, issue #25): each paragraph and
 * list item on its own line, a list item after a bullet, line breaks kept, formatting left out.
 */
export function htmlToLines(value: string): string {
  if (!isHtml(value)) return value;
  const text = value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<\/(p|li|blockquote|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
