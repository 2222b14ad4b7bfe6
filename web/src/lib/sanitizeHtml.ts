import DOMPurify from 'dompurify';
import { GLOSSARY_SANITIZE_CONFIG } from '@portal/rules';

/**
 * Decision D-104: HTML from the glossary is sanitized again in the browser, right before it is rendered, with the
 * allow-list the gateway applies on save (formatting tags and links; no script, no on* attributes, no javascript:).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ...GLOSSARY_SANITIZE_CONFIG });
}
