import { COMPLIANCE_HELPER_DOMAIN } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import {
  convertText,
  EDITOR_TYPE_CHOICES,
  HELPER_CONFIG,
  helperTargetText,
  htmlToPlain,
  plainToHtml,
  quotedTerm,
  toHelperInput,
} from '../../web/src/admin/compliance/helperForm';
import { parseTerms } from '../../web/src/admin/compliance/helperWords';

describe('the Compliance Helper tab (web/src/admin/compliance)', () => {
  it('CONST-043: the helper config has productType "m2" and the fixed test domain', () => {
    expect(HELPER_CONFIG.productType).toBe('m2');
    expect(HELPER_CONFIG.domainName).toBe(COMPLIANCE_HELPER_DOMAIN.domainName);
    expect(helperTargetText(HELPER_CONFIG.domainName, HELPER_CONFIG.productType)).toBe(
      'Checks run against compliance-test.agents.test (M2 site)',
    );
  });

  it('CONST-041: the helper passes a 200px editor height', () => {
    expect(HELPER_CONFIG.editorHeight).toBe('200px');
  });

  it('ADMIN-078: the choices are "Rich Text" then "Plain Text"', () => {
    expect(EDITOR_TYPE_CHOICES).toEqual([
      { value: 'rich', label: 'Rich Text' },
      { value: 'plain', label: 'Plain Text' },
    ]);
  });

  it('ADMIN-079: the terms are sent split on commas, spaces kept ("a, b" gives ["a", " b"])', () => {
    expect(toHelperInput({ editorType: 'plain', allowedTerms: 'a, b', text: 'x' })).toEqual({
      text: 'x',
      allowedTerms: ['a', ' b'],
      editorType: 'plain',
    });
    expect(toHelperInput({ editorType: 'rich', allowedTerms: '', text: '<p>x</p>' }).allowedTerms).toEqual([]);
  });

  it('ADMIN-081: a term is listed in quotes, so its leading or trailing spaces show', () => {
    expect(quotedTerm(' best rates')).toBe('" best rates"');
    expect(quotedTerm('act now ')).toBe('"act now "');
  });

  it('ADMIN-078: switching the editor type keeps the words (paragraphs become lines and back, specials escaped)', () => {
    expect(htmlToPlain('<p>Call <strong>us</strong> &amp; save</p><p>a &lt;b&gt;</p>')).toBe('Call us & save\na <b>');
    expect(htmlToPlain('<ul><li><p>one</p></li><li><p>two</p></li></ul>')).toBe('one\ntwo');
    expect(plainToHtml('Call us & save\na <b>')).toBe('<p>Call us &amp; save</p><p>a &lt;b&gt;</p>');
    expect(plainToHtml('')).toBe('');
    expect(htmlToPlain('<p>a</p><p></p>')).toBe('a\n');
    expect(convertText('<p>hi</p>', 'rich', 'plain')).toBe('hi');
    expect(convertText('hi', 'plain', 'rich')).toBe('<p>hi</p>');
    expect(convertText('<p>hi</p>', 'rich', 'rich')).toBe('<p>hi</p>');
  });
});

describe('the allowed terms as typed (ADMIN-079)', () => {
  it('ADMIN-079: parseTerms("a, b") gives ["a", " b"]: spaces kept, nothing trimmed', () => {
    expect(parseTerms('a, b')).toEqual(['a', ' b']);
    expect(parseTerms(' best rates,best rates ')).toEqual([' best rates', 'best rates ']);
    expect(parseTerms('')).toEqual([]);
    expect(parseTerms('a,,b,')).toEqual(['a', 'b']);
  });
});
