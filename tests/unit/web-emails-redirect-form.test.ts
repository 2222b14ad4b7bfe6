import { dedupeMessage, EMAIL_RULE_MESSAGES, REDIRECT_ADDRESS_LABEL } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import {
  CHOOSE_DOMAIN,
  filledRows,
  monthlyCostText,
  populateErrors,
  populateFieldName,
  redirectErrors,
  redirectsOn,
  toPair,
} from '../../web/src/emails/redirectForm';
import { takenOn } from '../../web/src/emails/taken';

const redirects = [
  { domainName: 'a.example', redirectAddress: 'hello@a.example' },
  { domainName: 'a.example', redirectAddress: 'sales@a.example' },
  { domainName: 'b.example', redirectAddress: 'hello@b.example' },
];

const row = (redirectAddress: string, realAddress = 'x@mail.example') => ({ redirectAddress, realAddress });

describe('email redirect form', () => {
  it('EMAIL-002: a row becomes the whole redirect address on the chosen domain, trimmed and lower-cased', () => {
    expect(toPair(row(' Team ', ' x@mail.example '), 'a.example')).toEqual({
      redirectAddress: 'team@a.example',
      realAddress: 'x@mail.example',
    });
  });

  it('EMAIL-002: without a domain the form asks for one first', () => {
    expect(redirectErrors({ domainName: '', ...row('team') }, [])).toEqual({ domainName: [CHOOSE_DOMAIN] });
  });

  it('EMAIL-007 VALID-008: " hello" on a domain that has hello@ is refused with the field name in the message', () => {
    const errors = redirectErrors({ domainName: 'a.example', ...row(' hello') }, takenOn(redirects, 'a.example'));
    expect(errors.redirectAddress).toEqual([dedupeMessage(REDIRECT_ADDRESS_LABEL)]);
    expect(errors.redirectAddress?.[0]).toBe('Redirect address should be unique. It is already included in the list.');
  });

  it('EMAIL-004: editing a redirect does not count the redirect itself as taken', () => {
    expect(takenOn(redirects, 'a.example', 'hello@a.example')).toEqual(['sales@a.example']);
    const values = { domainName: 'a.example', ...row('hello', 'new@mail.example') };
    expect(redirectErrors(values, takenOn(redirects, 'a.example', 'hello@a.example'))).toEqual({});
  });

  it('EMAIL-008 VALID-012: "foo" as the real address fails the email rule', () => {
    expect(redirectErrors({ domainName: 'a.example', ...row('new', 'foo') }, []).realAddress).toEqual([
      EMAIL_RULE_MESSAGES.email,
    ]);
  });

  it('EMAIL-003 EMAIL-007: a bulk add marks the later of two equal rows, by its place in the form', () => {
    const errors = populateErrors({ domainName: 'a.example', rows: [row('one'), row('', ''), row('one ')] }, []);
    expect(errors).toEqual({ 'rows.2.redirectAddress': [dedupeMessage(REDIRECT_ADDRESS_LABEL)] });
  });

  it('EMAIL-003: blank rows are not sent; with none filled the first row says what is missing', () => {
    expect(filledRows([row('', ''), row('a'), row(' ', ' '), row('', 'x@mail.example')])).toEqual([1, 3]);
    expect(populateErrors({ domainName: 'a.example', rows: [row('', ''), row('', '')] }, [])).toEqual({
      'rows.0.redirectAddress': [EMAIL_RULE_MESSAGES.emptyList],
    });
  });

  it('EMAIL-003: the gateway names bulk errors redirects.{index}.{field} by the rows sent; other fields stay', () => {
    const sent = [0, 2];
    expect(populateFieldName('redirects.1.redirectAddress', sent)).toBe('rows.2.redirectAddress');
    expect(populateFieldName('redirects.0.realAddress', sent)).toBe('rows.0.realAddress');
    expect(populateFieldName('redirects.5.realAddress', sent)).toBeNull();
    expect(populateFieldName('domainName', sent)).toBe('domainName');
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
