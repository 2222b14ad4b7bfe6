import { describe, expect, it } from 'vitest';
import { emailEventLabel } from '../../web/src/admin/emailsearch/emailLogWords';
import { transferMarkLabel } from '../../web/src/admin/registrar/registrarLabels';

// The toolbox tabs' words (moved with their code from rules/src, issue #23 §3).

describe('the toolbox tabs\' words (ADMIN-037, ADMIN-043)', () => {
  it('ADMIN-037: events read as words; an unknown one as its own words', () => {
    expect(emailEventLabel('complained')).toBe('Spam complaint');
    expect(emailEventLabel('bounced')).toBe('Bounced');
    expect(emailEventLabel('soft_bounce')).toBe('Soft bounce');
  });

  it('ADMIN-043: the button reads "Unlock and mark" when unmarked and "lock and remove mark" when marked', () => {
    expect(transferMarkLabel(false)).toBe('Unlock and mark');
    expect(transferMarkLabel(true)).toBe('lock and remove mark');
  });
});
