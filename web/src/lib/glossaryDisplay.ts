/** How glossary terms show: the popup's and the editor's widths, the load progress and the description preview. */

/** CONST-038: the editor's Description column shows this many characters, then an ellipsis. */
export const GLOSSARY_PREVIEW_LENGTH = 60;
/** CONST-039: the keyword popup's maximum width (GLOSS-004). */
export const GLOSSARY_POPUP_MAX_WIDTH = 700;
/** CONST-039: 001 §9's other dialog width, given to the glossary editor's Edit Keyword dialog (decision D-106). */
export const GLOSSARY_EDITOR_MAX_WIDTH = 600;
/** CONST-042: the load progress ends here. */
export const GLOSSARY_PROGRESS_DONE = 100;

/** GLOSS-012, CONST-038: a description as plain text, cut at 60 characters with an ellipsis when longer. */
export function descriptionPreview(html: string, length = GLOSSARY_PREVIEW_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
