import { validateOutOfOfficeBlock } from '@portal/rules';
import type { BodyOf, schedulerCalls } from '@portal/rules/contract';
import type { Agent } from '../lib/agentStore';
import type { Db } from '../db/module';
import { FieldErrors } from '../http/validation';
import { addRuleErrors, invalidPk } from './fields';
import type { NewOutOfOfficeBlock } from './outOfOffice';
import { findSchedule } from './schedules';

const REST_NAMES = { associateIds: 'associate_ids' };

/**
 * API-030 and API-031 take the whole block: date, start, end, schedule, associate_ids (default []) and
 * repeats_annually (default false), in the contract's shape; the schedule and the shared rules are checked here.
 */
export function parseOutOfOffice(
  db: Db,
  agent: Agent,
  body: BodyOf<typeof schedulerCalls.createOutOfOffice>,
): NewOutOfOfficeBlock {
  const errors = new FieldErrors();
  if (!findSchedule(db, agent.associate_id, body.schedule)) errors.add('schedule', invalidPk(body.schedule));
  const associateIds = body.associate_ids ?? [];
  addRuleErrors(errors, validateOutOfOfficeBlock({ ...body, associateIds }), REST_NAMES);
  errors.throwIfAny();
  return {
    date: body.date,
    start: body.start,
    end: body.end,
    schedule: body.schedule,
    associate_ids: associateIds.map((id) => id.trim()),
    repeats_annually: body.repeats_annually ?? false,
  };
}
