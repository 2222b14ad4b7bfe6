import { canAccessAgent, canAccessAgentDomain, type SessionUser } from '@portal/rules';
import type { Request } from 'express';
import type { Db } from '../db/module';
import { demoAccess } from '../lib/domainAccess';
import { findDomainByName, normalizeDomainName, type DomainRecord } from '../lib/domainStore';
import { notFound } from '../http/errors';
import { requireAllowed, requireUser } from '../http/guards';

/**
 * The domain named in an editor path (api/domain/{d}/…, api/domains/{d}/…, api/mxeditor/{d}/…). Permission comes
 * first (403 before 404): whoever may see the owning agent; for reads also a demo user on a demo domain (AUTH-016,
 * decision D-51). A name nobody owns is a 404 for provider staff and a 403 for everyone else, so it leaks nothing.
 */
export function editorDomain(db: Db, req: Request, mode: 'read' | 'write'): DomainRecord {
  requireUser(req);
  const name = normalizeDomainName(String(req.params.domainName));
  const domain = findDomainByName(db, name);
  const demo = demoAccess(db);
  requireAllowed(req, (user: SessionUser) => {
    if (!domain) return user.userType === 'mirus';
    return mode === 'read'
      ? canAccessAgentDomain(user, domain.associate_id, domain.domain_name, demo)
      : canAccessAgent(user, domain.associate_id);
  });
  if (!domain) throw notFound();
  return domain;
}

/** Parked domains have no site and so no editor: their config, tree and content answer 404 (decision D-51). */
export function editableDomain(db: Db, req: Request, mode: 'read' | 'write'): DomainRecord {
  const domain = editorDomain(db, req, mode);
  if (domain.product_type === 'parked') throw notFound();
  return domain;
}
