import { canAccessAgent, canAdminister, canOpenOverview, COMPLIANCE_HELPER_DOMAIN } from '@portal/rules';
import type { Request } from 'express';
import type { Db } from '../db/module';
import { findDomainByName, normalizeDomainName } from '../lib/domainStore';
import { notFound } from '../http/errors';
import { requireAllowed, type SignedIn } from '../http/guards';

/**
 * Who may have a domain's text checked or logged: whoever may edit it (the editor's write rule: whoever may act for
 * the owning agent), and for the Compliance Helper's fixed test domain internal provider staff only (D-102). A check
 * (not a log) is also open to the approval queue's reviewers, who judge the pending texts of every domain (D-172).
 * 403 comes before 404; a name nobody owns is a 404 for provider staff only, so it leaks nothing.
 */
export function complianceDomain(
  db: Db,
  req: Request,
  name: string,
  use: 'check' | 'log' = 'log',
): { signedIn: SignedIn; domainName: string } {
  const domainName = normalizeDomainName(name);
  if (domainName === COMPLIANCE_HELPER_DOMAIN.domainName) {
    return { signedIn: requireAllowed(req, canAdminister), domainName };
  }
  const domain = findDomainByName(db, domainName);
  const signedIn = requireAllowed(req, (user) => {
    if (!domain) return user.userType === 'mirus';
    return canAccessAgent(user, domain.associate_id) || (use === 'check' && canOpenOverview(user, 'queue'));
  });
  if (!domain) throw notFound();
  return { signedIn, domainName };
}
