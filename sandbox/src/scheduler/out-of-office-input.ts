import { validateOutOfOfficeBlock } from '@portal/rules';
import type { Agent } from '../agents/store';
import type { Db } from '../db/module';
import { FIELD_MESSAGES, FieldErrors } from '../http/validation';
import { addRuleErrors, invalidPk, stringList } from './fields';
import type { NewOutOfOfficeBlock } from './out-of-office';
import { findSchedule } from './schedules';

type Body = Record<string, unknown>;

const REST_NAMES = { associateIds: 'associate_ids' };

/** API-030 and API-031 take the whole block: date, start, end, schedule, associate_ids and repeats_annually. */
export function parseOutOfOffice(db: Db, agent: Agent, body: Body): NewOutOfOfficeBlock {
  const errors = new FieldErrors();
  for (const field of ['date', 'start', 'end', 'schedule']) {
    if (body[field] === undefined || body[field] === null) errors.add(field, FIELD_MESSAGES.required);
  }
  const schedule = Number(body.schedule);
  if (!errors.has('schedule') && (!Number.isSafeInteger(schedule) || !findSchedule(db, agent.associate_id, schedule))) {
    errors.add('schedule', invalidPk(body.schedule));
  }
  const associateIds = body.associate_ids === undefined ? [] : stringList(errors, body, 'associate_ids');
  const repeatsAnnually = errors.boolean(body, 'repeats_annually', false);
  const block = {
    date: typeof body.date === 'string' ? body.date : '',
    start: typeof body.start === 'string' ? body.start : '',
    end: typeof body.end === 'string' ? body.end : '',
    associateIds: associateIds.map((id) => id.trim()),
  };
  const ruleErrors = validateOutOfOfficeBlock({ ...block, associateIds });
  for (const field of ['date', 'start', 'end']) if (errors.has(field)) delete ruleErrors[field];
  addRuleErrors(errors, ruleErrors, REST_NAMES);
  errors.throwIfAny();
  return {
    date: block.date,
    start: block.start,
    end: block.end,
    schedule,
    associate_ids: block.associateIds,
    repeats_annually: repeatsAnnually,
  };
}
