import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { GLOSSARY_SANITIZE_CONFIG } from '@portal/rules';

// One window for the process: DOMPurify keeps no state between calls but its config.
const purify = createDOMPurify(new JSDOM('').window);

/** Decision D-104: a description keeps only the allow-list's formatting tags and links. */
export function sanitizeDescription(html: string): string {
  return purify.sanitize(html, { ...GLOSSARY_SANITIZE_CONFIG }).trim();
}
