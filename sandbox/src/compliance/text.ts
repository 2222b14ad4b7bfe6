const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', mdash: '—', ndash: '–', hellip: '…' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The words a reader sees: a rich editor's HTML without scripts, styles, comments and tags (so words inside tags
 * and attributes are never checked), block ends as line breaks, entities decoded. Plain text passes unchanged
 * unless it looks like markup (a tag must start with a letter, so "5 < 6" stays).
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|blockquote|tr)\s*>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  return decodeEntities(text).replace(/[ \t\u00a0]+/g, ' ').trim();
}

/** Digits only: card, account and SIN numbers are compared without their spaces and dashes. */
export const digitsOf = (s: string) => s.replace(/\D/g, '');

/** The Luhn check card numbers and Canadian SINs carry. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}
