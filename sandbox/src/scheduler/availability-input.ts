import { validateAvailabilityBlock, weekdaysOfRule, type CommunicationMedium } from '@portal/rules';
import type { Agent } from '../agents/store';
import type { Db } from '../db/module';
import { FIELD_MESSAGES, FieldErrors } from '../http/validation';
import type { AvailabilityBlock, NewAvailabilityBlock } from './availability';
import { addRuleErrors, invalidPk, nullableText } from './fields';
import { findSchedule } from './schedules';

type Body = Record<string, unknown>;

const REST_NAMES = { meetingLengths: 'meeting_lengths', communicationMediums: 'communication_mediums' };

export const RULE_TEXT = 'Enter a weekly rule such as RRULE:FREQ=WEEKLY;BYDAY=MO,TU, or an empty rule.';
export const WHOSE_TIME = "Give either the agent or a staff member whose time this is.";
export const WRONG_BLOCK_AGENT = 'The agent must be the agent in the path.';

const REQUIRED = ['start', 'end', 'recurrences', 'meeting_lengths', 'communication_mediums'] as const;

/**
 * The block a POST (API-027, on top of nothing) or a PATCH (API-028, on top of the stored block) describes.
 * Every field of the result is checked, so a PATCH cannot leave a block that a POST would refuse.
 */
export function parseAvailability(
  db: Db,
  agent: Agent,
  body: Body,
  base: NewAvailabilityBlock | AvailabilityBlock | null,
): NewAvailabilityBlock {
  const errors = new FieldErrors();
  if (!base) for (const field of REQUIRED) if (body[field] === undefined) errors.add(field, FIELD_MESSAGES.required);
  const given = (field: string) => body[field] !== undefined;
  const block: NewAvailabilityBlock = {
    schedule: base?.schedule ?? 0,
    agent: base?.agent ?? null,
    staff: base?.staff ?? null,
    start: base?.start ?? '',
    end: base?.end ?? '',
    recurrences: base?.recurrences ?? '',
    meeting_lengths: base?.meeting_lengths ?? [],
    communication_mediums: base?.communication_mediums ?? [],
    location: base?.location ?? null,
  };

  if (given('start')) block.start = body.start as string;
  if (given('end')) block.end = body.end as string;
  if (given('recurrences')) {
    if (typeof body.recurrences !== 'string' || weekdaysOfRule(body.recurrences) === null) {
      errors.add('recurrences', RULE_TEXT);
    } else block.recurrences = body.recurrences.trim();
  }
  if (given('meeting_lengths')) block.meeting_lengths = errors.list(body, 'meeting_lengths') as number[];
  if (given('communication_mediums')) {
    block.communication_mediums = errors.list(body, 'communication_mediums') as CommunicationMedium[];
  }
  const location = nullableText(errors, body, 'location');
  if (location !== undefined) block.location = location;
  const agentId = nullableText(errors, body, 'agent');
  if (agentId !== undefined) block.agent = agentId;
  const staff = nullableText(errors, body, 'staff');
  if (staff !== undefined) block.staff = staff;
  // A POST's schedule is the one in its path.
  if (base && given('schedule')) {
    const schedule = Number(body.schedule);
    if (!Number.isSafeInteger(schedule) || !findSchedule(db, agent.associate_id, schedule)) {
      errors.add('schedule', invalidPk(body.schedule));
    } else block.schedule = schedule;
  }
  // Neither named: the block is the agent's own time.
  if (block.agent === null && block.staff === null) block.agent = agent.associate_id;

  const checked = Object.fromEntries(
    Object.entries({
      start: block.start,
      end: block.end,
      meetingLengths: block.meeting_lengths,
      communicationMediums: block.communication_mediums,
      location: block.location,
    }).filter(([field]) => !errors.has(REST_NAMES[field as keyof typeof REST_NAMES] ?? field)),
  );
  addRuleErrors(errors, validateAvailabilityBlock(checked), REST_NAMES);
  if (block.agent !== null && block.staff !== null) errors.add('staff', WHOSE_TIME);
  if (block.agent !== null && block.agent !== agent.associate_id) errors.add('agent', WRONG_BLOCK_AGENT);
  errors.throwIfAny();
  return block;
}
