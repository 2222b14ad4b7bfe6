import type { z } from 'zod';
import type { complianceEventBody, overrideEventBody } from '@portal/rules/contract';
import type { Db } from '../db/module';
import { isoUtc } from '../db/time';

type ComplianceEvent = z.output<typeof complianceEventBody>;
type OverrideEvent = z.output<typeof overrideEventBody>;

/** API-106: one completed check, with who sent it (the session) besides who the body names. */
export function insertComplianceEvent(db: Db, event: ComplianceEvent, loggedBy: string): { id: number; created: string } {
  const created = isoUtc();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO compliance_events (domain_name, config_associate_id, is_compliant, disposition, violations, response,
         username, user_type, user_identifier, user_email, organization, logged_by, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      event.domain,
      event.config_associate_id,
      event.is_compliant ? 1 : 0,
      event.disposition,
      JSON.stringify(event.violations),
      JSON.stringify(event.response),
      event.user.username,
      event.user.user_type,
      event.user.identifier,
      event.user.email,
      event.organization,
      loggedBy,
      created,
    );
  return { id: Number(lastInsertRowid), created };
}

/** API-059: one saved section of overrides. */
export function insertOverrideEvent(db: Db, event: OverrideEvent, loggedBy: string): { id: number; created: string } {
  const created = isoUtc();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO analytics_events (event, domain_name, page, section, fields, override_ids, branch, username, logged_by, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      event.event,
      event.domain_name,
      event.page,
      event.section,
      JSON.stringify(event.fields),
      JSON.stringify(event.override_ids),
      event.branch,
      event.user,
      loggedBy,
      created,
    );
  return { id: Number(lastInsertRowid), created };
}
