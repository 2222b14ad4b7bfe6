import { describe, expect, it } from 'vitest';
import {
  allowedTermsError,
  COMPLIANCE_HELPER_DOMAIN,
  COMPLIANCE_MESSAGES,
  complianceCategoryLabel,
  complianceError,
  editorTypeError,
  MESSAGES,
} from '@portal/rules';

describe('compliance rules', () => {
  it('VALID-049: isCompliant=false gives "Some of this text is not compliant."; true gives none', () => {
    expect(complianceError(false)).toBe('Some of this text is not compliant.');
    expect(complianceError(true)).toBeNull();
  });

  it('VALID-050: an undefined (or null) allowed term fails the check; defined ones do not', () => {
    expect(allowedTermsError(['a', undefined])).toBe(COMPLIANCE_MESSAGES.undefinedTerm);
    expect(allowedTermsError([null])).toBe(COMPLIANCE_MESSAGES.undefinedTerm);
    expect(allowedTermsError(['a', ' b'])).toBeNull();
    expect(allowedTermsError(undefined)).toBeNull();
  });

  it('VALID-054: editorType "markdown" is rejected; rich and plain are accepted', () => {
    expect(editorTypeError('markdown')).toBe('The editor type must be rich text or plain text.');
    expect(editorTypeError('')).not.toBeNull();
    expect(editorTypeError('rich')).toBeNull();
    expect(editorTypeError('plain')).toBeNull();
  });

  it('VALID-053, ERR-098: the warning and hint texts word for word', () => {
    expect(COMPLIANCE_MESSAGES.misspelled).toBe('There may be misspelled words, please check before saving.');
    expect(COMPLIANCE_MESSAGES.notAllowed).toBe('this text is not allowed');
    expect(COMPLIANCE_MESSAGES.didYouMean).toBe('Did you mean...');
    expect(COMPLIANCE_MESSAGES.mayBeMisspelled).toBe('Word may be misspelled');
  });

  it('ERR-095, ERR-099 (two double spaces), ERR-100 word for word', () => {
    expect(MESSAGES.complianceVendorDown).toBe('Sorry!  The compliance vendor is not currently responding.  Please try again later.');
    expect(MESSAGES.complianceEditor).toBe(
      "Our apologies, there was an error while checking compliance. Support has been notified, but you can't make text edits at the moment -- please try again later. Thanks for your patience!",
    );
    expect(MESSAGES.compliant).toBe('This text is compliant.');
  });

  it('CONST-043: the helper config has productType "m2" and a fixed test domain', () => {
    expect(COMPLIANCE_HELPER_DOMAIN).toEqual({ domainName: 'compliance-test.agents.test', productType: 'm2' });
  });

  it('ERR-098: categories read as words; an unknown one as its key with spaces', () => {
    expect(complianceCategoryLabel('superlatives')).toBe('Superlatives and unprovable comparisons');
    expect(complianceCategoryLabel('new_category')).toBe('new category');
  });
});
