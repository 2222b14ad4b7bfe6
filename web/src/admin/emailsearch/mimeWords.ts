/** RFC 2047 encoded-words ("=?UTF-8?B?VXJnZW50?="), and the blanks between two of them, which are not text. */
const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
const BETWEEN_WORDS = /(\?=)\s+(=\?)/g;

function bytesOf(encoding: string, text: string): Uint8Array {
  if (encoding.toUpperCase() === 'B') {
    const binary = atob(text);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  }
  // Q: "_" is a space, "=XX" a byte, anything else itself.
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '_') bytes.push(0x20);
    else if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c.charCodeAt(0) & 0xff);
  }
  return Uint8Array.from(bytes);
}

/**
 * Issue #26: the mail log's texts with their MIME-encoded words decoded ("=?UTF-8?B?VXJnZW50OiB5b3VyIHF1b3Rl?=
 * rejected" → "Urgent: your quote rejected"). A word that does not decode (unknown charset, bad base64) stays as it
 * came.
 */
export function decodeMimeWords(text: string): string {
  return text.replace(BETWEEN_WORDS, '$1$2').replace(ENCODED_WORD, (word, charset: string, encoding: string, data: string) => {
    try {
      return new TextDecoder(charset, { fatal: true }).decode(bytesOf(encoding, data));
    } catch {
      return word;
    }
  });
}
