import { describe, expect, it } from 'vitest';
import { sanitizeDescription as sanitize } from '../../gateway/src/glossary/sanitize';

// Issue #24 §5 (decision D-104): the allow-list of @portal/rules (GLOSSARY_SANITIZE_CONFIG) that DOMPurify runs with in
// the gateway on save (here, on jsdom) and in the browser before rendering (web/src/lib/sanitizeHtml.ts).
const link = (href: string) => `<a href="${href}">x</a>`;

describe('the glossary sanitizer', () => {
  it.each([
    '//evil.example/steal',
    '//evil.example',
    '/\\evil.example/steal',
    ' //evil.example/',
    '/\t/evil.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://files.example/',
  ])('D-104: a link to %j loses its href', (href) => {
    expect(sanitize(link(href))).toBe('<a>x</a>');
  });

  it.each([
    '/glossary/#visits',
    '/',
    '#page_views',
    'https://example.com/x',
    'http://example.com/',
    'mailto:help@agents.example',
    'tel:+18005550142',
  ])('D-104: a link to %j keeps it', (href) => {
    expect(sanitize(link(href))).toBe(link(href));
  });
});
