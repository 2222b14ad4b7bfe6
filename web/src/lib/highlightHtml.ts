import { findFlags, type Flag } from './flaggedWords';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * A rich value as the site shows it (sanitized, decision D-104) with its flagged phrases inside <mark> elements
 * (issue #25): each text node is searched on its own, so a phrase split by formatting is not marked. The marks are
 * added after sanitizing, with their text as text, so nothing from the value becomes markup.
 */
export function highlightHtml(html: string, flags: readonly Flag[]): string {
  const clean = sanitizeHtml(html);
  if (flags.length === 0) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const text = node.data;
    const ranges = findFlags(text, flags);
    if (ranges.length === 0) continue;
    const parts = document.createDocumentFragment();
    let at = 0;
    for (const r of ranges) {
      if (r.from > at) parts.append(text.slice(at, r.from));
      const mark = document.createElement('mark');
      mark.dataset.flag = r.flag.kind;
      mark.title = r.flag.hint;
      mark.textContent = text.slice(r.from, r.to);
      parts.append(mark);
      at = r.to;
    }
    if (at < text.length) parts.append(text.slice(at));
    node.replaceWith(parts);
  }
  return template.innerHTML;
}
