import { MESSAGES } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../web/src/relay/GraphQLRequestError';
import { failureText, PageFailure, requirePageData } from '../../web/src/routes/failureText';
import { currentLinkIndex, linkMatches } from '../../web/src/shell/navCurrent';
import { progressLabel } from '../../web/src/shell/NavigationProgress';

describe('page failure notice (issue #9 kit: ERR-002 once)', () => {
  it('ERR-002: a crash with no alert shows the generic text, never the exception\'s own words', () => {
    expect(failureText(new TypeError("Cannot read properties of undefined (reading 'x')"), [])).toBe(MESSAGES.generic);
  });

  it('ERR-002: a failure the alert bar already reports is not said again on the page', () => {
    const error = new GraphQLRequestError([{ message: MESSAGES.generic, extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(failureText(error, [MESSAGES.generic])).toBeNull();
    expect(failureText(new PageFailure(MESSAGES.emailsLoad), [MESSAGES.emailsLoad])).toBeNull();
  });

  it('ERR-007: a failure written for the user is shown as it is when nothing else said it', () => {
    expect(failureText(new PageFailure(MESSAGES.emailsLoad), [])).toBe(MESSAGES.emailsLoad);
    const bad = new GraphQLRequestError([{ message: 'Agent A9999 does not exist.', extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(failureText(bad, [])).toBe('Agent A9999 does not exist.');
  });

  it('ERR-007: a page without its data ends with a PageFailure naming what did not load', () => {
    expect(requirePageData({ id: 1 }, MESSAGES.emailsLoad)).toEqual({ id: 1 });
    expect(() => requirePageData(null, MESSAGES.emailsLoad)).toThrow(PageFailure);
    expect(() => requirePageData(undefined)).toThrow(MESSAGES.generic);
  });
});

describe('navigation progress (issue #9: a slow navigation shows that it is loading)', () => {
  it('SHELL-014: the bar shows while a navigation or a write runs, named for what it waits for', () => {
    expect(progressLabel(true, 0)).toBe('Loading the page');
    expect(progressLabel(true, 2)).toBe('Loading the page');
    expect(progressLabel(false, 1)).toBe('Saving changes');
    expect(progressLabel(false, 0)).toBeNull();
  });

  it('SHELL-014: the drawer marks the link a navigation goes to at once, else the page shown', () => {
    const links = [
      { to: '/agents/A1001/dashboard/' },
      { to: '/agents/A1001/domains/' },
      { to: '/agents/A1001/emails/' },
      { to: '/overview/', end: true },
    ];
    expect(currentLinkIndex(links, '/agents/A1001/dashboard/', null)).toBe(0);
    expect(currentLinkIndex(links, '/agents/A1001/dashboard/', '/agents/A1001/emails/')).toBe(2);
    expect(currentLinkIndex(links, '/agents/A1001/domains/x.example/', undefined)).toBe(1);
    // A navigation to a page the drawer does not list keeps the current mark.
    expect(currentLinkIndex(links, '/agents/A1001/domains/', '/user/u1/')).toBe(1);
    expect(linkMatches('/overview/', true, '/overview/stats/')).toBe(false);
    expect(linkMatches('/agents/A1001/domains/', false, '/agents/A1001/domainsx/')).toBe(false);
  });
});
