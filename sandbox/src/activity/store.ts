import type { ServiceUpdateBody } from '@portal/rules/contract';
import type { Db } from '../db/module';

export type NewServiceUpdate = Omit<ServiceUpdateBody, 'id'> & { associate_id: string };

export function insertServiceUpdate(db: Db, update: NewServiceUpdate): void {
  db.prepare(
    `INSERT INTO service_updates (associate_id, domain, updated_by, ip, created, stored_description, description,
       service_type, end_created, end_updated_by, end_description, end_ip)
     VALUES (@associate_id, @domain, @updated_by, @ip, @created, @stored_description, @description,
       @service_type, @end_created, @end_updated_by, @end_description, @end_ip)`,
  ).run(update);
}

/** The agent's updates, newest first (the upstream's order; the toolbox sorts anyway). */
export function listServiceUpdates(db: Db, associateId: string): ServiceUpdateBody[] {
  return db
    .prepare(
      `SELECT id, domain, updated_by, ip, created, stored_description, description, service_type, end_created,
         end_updated_by, end_description, end_ip
       FROM service_updates WHERE associate_id = ? ORDER BY created DESC, id DESC`,
    )
    .all(associateId) as ServiceUpdateBody[];
}
