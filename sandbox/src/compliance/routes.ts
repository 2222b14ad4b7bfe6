import { complianceCalls, expressPath } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { readBody, reply } from '../http/contract';
import { route } from '../http/routes';
import { complianceDomain } from './access';
import { checkCompliance } from './checker';
import { insertComplianceEvent, insertOverrideEvent } from './store';

/** The compliance vendor (API-105), its event log (API-106) and the override analytics event (API-059). */
export function complianceRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(complianceCalls.check.path), {
    POST: async (req, res) => {
      complianceDomain(db, req, String(req.params.domainName), 'check');
      const body = readBody(req, complianceCalls.check);
      reply(res, complianceCalls.check, await checkCompliance(body));
    },
  });

  route(router, expressPath(complianceCalls.logEvent.path), {
    POST: (req, res) => {
      const { signedIn, domainName } = complianceDomain(db, req, String(req.params.domainName));
      const body = readBody(req, complianceCalls.logEvent);
      const logged = insertComplianceEvent(db, { ...body, domain: domainName }, signedIn.row.username);
      reply(res, complianceCalls.logEvent, logged, 201);
    },
  });

  route(router, expressPath(complianceCalls.overrideEvent.path), {
    POST: (req, res) => {
      const body = readBody(req, complianceCalls.overrideEvent);
      const { signedIn } = complianceDomain(db, req, body.domain_name);
      reply(res, complianceCalls.overrideEvent, insertOverrideEvent(db, body, signedIn.row.username), 201);
    },
  });
}
