import { describe, expect, it } from 'vitest';
import { sitePageLabel, sitePageUrl } from '../../web/src/domains/sitePages';

describe('web: a domain\'s site pages (DOM-018, decision D-193)', () => {
  it('DOM-018: routes read as page names', () => {
    expect(sitePageLabel('/')).toBe('Home');
    expect(sitePageLabel('/about/')).toBe('About');
    expect(sitePageLabel('/jobs/open-roles/')).toBe('Jobs › Open Roles');
  });

  it('DOM-018: each page is its address on the live site', () => {
    expect(sitePageUrl('alice-insurance.example', '/team/')).toBe('https://alice-insurance.example/team/');
    expect(sitePageUrl('alice-insurance.example', 'quote/')).toBe('https://alice-insurance.example/quote/');
  });
});
