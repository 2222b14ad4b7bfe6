import { dedupeMessage, EMAIL_RULE_MESSAGES, REDIRECT_ADDRESS_LABEL, validateRedirect, validateRedirectList } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  monthlyCostText,
  redirectsOn,
  rowFieldErrors,
  splitListErrors,
  toPair,
} from '../../web/src/emails/redirectForm';
import { takenOn } from '../../web/src/emails/taken';

const redirects = [
  { domainName: 'a.example', redirectAddress: 'hello@a.example' },
  { domainName: 'a.example', redirectAddress: 'sales@a.example' },
  { domainName: 'b.example', redirectAddress: 'hello@b.example' },
];

describe('email redirect form', () => {
  it('EMAIL-002: a row becomes the whole redirect address on the chosen domain, trimmed and lower-cased', () => {
    expect(toPair({ localPart: ' Team ', realAddress: ' x@mail.example ' }, 'a.example')).toEqual({
      redirectAddress: 'team@a.example',
      realAddress: 'x@mail.example',
    });
  });

  it('EMAIL-007 VALID-008: " hello" on a domain that has hello@ is refused with the field name in the message', () => {
    const pair = toPair({ localPart: ' hello', realAddress: 'x@mail.example' }, 'a.example');
    const errors = rowFieldErrors(validateRedirect(pair, 'a.example', takenOn(redirects, 'a.example')));
    expect(errors.localPart).toEqual([dedupeMessage(REDIRECT_ADDRESS_LABEL)]);
    expect(errors.localPart?.[0]).toBe('Redirect address should be unique. It is already included in the list.');
  });

  it('EMAIL-004: editing a redirect does not count the redirect itself as taken', () => {
    expect(takenOn(redirects, 'a.example', 'hello@a.example')).toEqual(['sales@a.example']);
    const pair = toPair({ localPart: 'hello', realAddress: 'new@mail.example' }, 'a.example');
    expect(hasErrors(validateRedirect(pair, 'a.example', takenOn(redirects, 'a.example', 'hello@a.example')))).toBe(false);
  });

  it('EMAIL-008 VALID-012: "foo" as the real address fails the email rule', () => {
    const pair = toPair({ localPart: 'new', realAddress: 'foo' }, 'a.example');
    expect(rowFieldErrors(validateRedirect(pair, 'a.example', [])).realAddress).toEqual([EMAIL_RULE_MESSAGES.email]);
  });

  it('EMAIL-003 EMAIL-007: a bulk add marks the later of two equal rows', () => {
    const pairs = ['one', 'one '].map((l) => toPair({ localPart: l, realAddress: 'x@mail.example' }, 'a.example'));
    const errors = validateRedirectList(pairs, 'a.example', []);
    expect(hasErrors(errors[0])).toBe(false);
    expect(rowFieldErrors(errors[1]).localPart).toEqual([dedupeMessage(REDIRECT_ADDRESS_LABEL)]);
  });

  it('EMAIL-003: the gateway names bulk errors redirects.{index}.{field}; other fields stay with the form', () => {
    const split = splitListErrors(
      { 'redirects.1.redirectAddress': ['taken'], 'redirects.0.realAddress': ['bad'], domainName: ['cancelled'] },
      2,
    );
    expect(split.rows).toEqual([{ realAddress: ['bad'] }, { redirectAddress: ['taken'] }]);
    expect(split.form).toEqual({ domainName: ['cancelled'] });
    expect(rowFieldErrors(split.rows[1])).toEqual({ localPart: ['taken'] });
  });

  it('EMAIL-001: the filter keeps one domain\'s redirects; no domain keeps all', () => {
    expect(redirectsOn(redirects, 'b.example')).toEqual([redirects[2]]);
    expect(redirectsOn(redirects, '')).toHaveLength(3);
  });

  it('CONST-006: the cost note names the monthly total of parked redirects', () => {
    expect(monthlyCostText(2)).toBe('Your redirects on parked domains cost $2 per month.');
    expect(monthlyCostText(0)).toBe('None of your redirects are on a parked domain, so they cost nothing extra.');
  });
});
