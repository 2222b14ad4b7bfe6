import { describe, expect, it } from 'vitest';
import {
  between,
  lengthError,
  digits,
  integer,
  max,
  TEXT_LIMITS,
  min,
  numeric,
  regex,
  required,
  ruleError,
  size,
  url,
  validateExpirationYear,
  withMessage,
} from '@portal/rules';

describe('the standard rules of 000 §5 (decision D-190)', () => {
  it('VALID-010: between(1,5) rejects 6 and 0, accepts 1 and 5; a text is measured by its length', () => {
    expect(between(1, 5).passes(6)).toBe(false);
    expect(between(1, 5).passes(0)).toBe(false);
    expect(between(1, 5).passes(1)).toBe(true);
    expect(between(1, 5).passes(5)).toBe(true);
    expect(between(1, 5).passes(Number.NaN)).toBe(false);
    expect(between(2, 3).passes('abcd')).toBe(false);
    expect(between(1, 5).message('Additional lines', 6)).toBe('Additional lines must be between 1 and 5.');
    expect(between(2, 3).message('Alias', 'abcd')).toBe('Alias must be between 2 and 3 characters long.');
  });

  it('VALID-011: digits(4) rejects "12a4", "123" and "12345", accepts "2031"', () => {
    expect(digits(4).passes('12a4')).toBe(false);
    expect(digits(4).passes('123')).toBe(false);
    expect(digits(4).passes('12345')).toBe(false);
    expect(digits(4).passes('-123')).toBe(false);
    expect(digits(4).passes('2031')).toBe(true);
    expect(digits(4).passes(2031)).toBe(true);
    expect(digits(4).message('Expiration year', '12a4')).toBe('Expiration year must be exactly 4 digits.');
  });

  it('VALID-014: integer rejects 1.5 and "1.5", accepts 3, -2 and "12"', () => {
    expect(integer().passes(1.5)).toBe(false);
    expect(integer().passes('1.5')).toBe(false);
    expect(integer().passes(Number.NaN)).toBe(false);
    expect(integer().passes(3)).toBe(true);
    expect(integer().passes(-2)).toBe(true);
    expect(integer().passes('12')).toBe(true);
    expect(integer().message('Additional lines', 1.5)).toBe('Additional lines must be a whole number.');
  });

  it('VALID-015: max(10) rejects 11 and an 11-character text, accepts 10', () => {
    expect(max(10).passes(11)).toBe(false);
    expect(max(10).passes('abcdefghijk')).toBe(false);
    expect(max(10).passes(10)).toBe(true);
    expect(max(10).passes('abcdefghij')).toBe(true);
    expect(max(10).message('Amount', 11)).toBe('Amount must be 10 or less.');
    expect(max(10).message('Title', 'abcdefghijk')).toBe('Title must be at most 10 characters long.');
  });

  it('VALID-016: min(1) rejects 0, accepts 1; min(2) rejects a 1-character text', () => {
    expect(min(1).passes(0)).toBe(false);
    expect(min(1).passes(1)).toBe(true);
    expect(min(2).passes('a')).toBe(false);
    expect(min(1).message('Amount', 0)).toBe('Amount must be 1 or more.');
    expect(min(2).message('Name', 'a')).toBe('Name must be at least 2 characters long.');
  });

  it('VALID-017: numeric rejects "x", "4111-abc" and "1.5", accepts "4111111111111111"', () => {
    expect(numeric().passes('x')).toBe(false);
    expect(numeric().passes('4111-abc')).toBe(false);
    expect(numeric().passes('1.5')).toBe(false);
    expect(numeric().passes('4111111111111111')).toBe(true);
    expect(numeric().message('Card number', 'x')).toBe('Card number may only contain digits.');
  });

  it('VALID-018: regex(/^a/) rejects "b", accepts "abc"; a global pattern gives the same answer every time', () => {
    expect(regex(/^a/).passes('b')).toBe(false);
    expect(regex(/^a/).passes('abc')).toBe(true);
    const global = regex(/^a/g);
    expect([global.passes('abc'), global.passes('abc')]).toEqual([true, true]);
    expect(regex(/^a/).message('Path', 'b')).toBe('Path is not in the expected format.');
  });

  it('VALID-019: required rejects "", blanks, null and an empty list, accepts "a" and 0', () => {
    expect(required().passes('')).toBe(false);
    expect(required().passes('   ')).toBe(false);
    expect(required().passes(null)).toBe(false);
    expect(required().passes(undefined)).toBe(false);
    expect(required().passes([])).toBe(false);
    expect(required().passes('a')).toBe(true);
    expect(required().passes(0)).toBe(true);
    expect(required().message('Category', '')).toBe('Category is required.');
  });

  it('VALID-020: size(3) rejects "ab" and "abcd", accepts "abc"; size(3) of a number is its value', () => {
    expect(size(3).passes('ab')).toBe(false);
    expect(size(3).passes('abcd')).toBe(false);
    expect(size(3).passes('abc')).toBe(true);
    expect(size(3).passes(3)).toBe(true);
    expect(size(3).passes(4)).toBe(false);
    expect(size(3).message('Area code', 'ab')).toBe('Area code must be exactly 3 characters long.');
  });

  it('VALID-009: "not a url" gives "Please enter a valid url"; web addresses pass', () => {
    expect(ruleError('not a url', 'Facebook address', [url()])).toBe('Please enter a valid url');
    for (const bad of [
      'not a url',
      'facebook.com/alice',
      'javascript:alert(1)',
      'ftp://files.example.com/',
      'https://',
      'https://localhost/',
      'https://192.168.0.1/',
      'https://user:secret@example.com/',
      'https://exa mple.com/',
      'https://example.c0m/',
      `https://example.com/${'a'.repeat(2000)}`,
    ]) {
      expect(url().passes(bad), bad).toBe(false);
    }
    for (const good of [
      'https://www.facebook.com/alice.anderson',
      'http://example.com',
      'https://jobs.alice-agency.example/careers?team=sales#open',
      'HTTPS://WWW.LINKEDIN.COM/in/alice',
      'https://bücher.example/',
    ]) {
      expect(url().passes(good), good).toBe(true);
    }
  });

  it('VALID-009..020: every rule but required passes an empty value, so optional fields are checked only when filled', () => {
    for (const r of [between(1, 5), digits(4), integer(), max(1), min(3), numeric(), regex(/^a$/), size(3), url()]) {
      expect(r.passes(''), r.name).toBe(true);
      expect(r.passes(null), r.name).toBe(true);
    }
  });

  it('a field\'s own text replaces the standard one; rules are checked in order and the first failure is said', () => {
    const year = [withMessage(required(), 'Enter the expiration year.'), withMessage(digits(4), (v) => `${String(v)} must be 4 digits long.`)];
    expect(ruleError('', 'Expiration year', year)).toBe('Enter the expiration year.');
    expect(ruleError('25', 'Expiration year', year)).toBe('25 must be 4 digits long.');
    expect(ruleError('2031', 'Expiration year', year)).toBeNull();
  });

  it('CONST-017 VALID-003: the card year is exactly 4 digits (the digits rule): "25", "20311" and "2o31" give "{value} must be 4 digits long."', () => {
    const today = new Date(Date.UTC(2026, 5, 1));
    expect(validateExpirationYear('25', today)).toBe('25 must be 4 digits long.');
    expect(validateExpirationYear('20311', today)).toBe('20311 must be 4 digits long.');
    expect(validateExpirationYear('2o31', today)).toBe('2o31 must be 4 digits long.');
    expect(validateExpirationYear('2031', today)).toBeNull();
  });
});

describe("the staff texts' limits (D-161) are the standard max rule in their own words", () => {
  it('a text one character over is refused as D-161 words it, an emoji counts once, nothing typed passes', () => {
    const limit = TEXT_LIMITS.notificationHeader;
    expect(lengthError('Header', 'a'.repeat(limit), limit)).toBeNull();
    expect(lengthError('Header', '😀'.repeat(limit), limit)).toBeNull();
    expect(lengthError('Header', 'a'.repeat(limit + 1), limit)).toBe('Header must be at most 200 characters.');
    expect(lengthError('Note', 'a'.repeat(TEXT_LIMITS.noteText + 1), TEXT_LIMITS.noteText)).toBe('Note must be at most 5,000 characters.');
    expect(lengthError('Header', '', limit)).toBeNull();
    expect(lengthError('Header', null, limit)).toBeNull();
  });

  it('a blank text over the limit is refused too: it would be saved as typed', () => {
    expect(lengthError('Message', ' '.repeat(TEXT_LIMITS.notificationMessage + 1), TEXT_LIMITS.notificationMessage)).toBe(
      'Message must be at most 2,000 characters.',
    );
  });
});
