import { validateAvailabilityBlock, weekdaysOfRule, type CommunicationMedium } from '@portal/rules';
import type { BodyOf, schedulerCalls } from '@portal/rules/contract';
import type { Agent } from '../lib/agentStore';
import type { Db } from '../db/module';
import { FieldErrors } from '../http/validation';
import type { AvailabilityBlock, NewAvailabilityBlock } from './availability';
import { addRuleErrors, invalidPk } from './fields';
import { findSchedule } from './schedules';

type BlockChange = BodyOf<typeof schedulerCalls.updateAvailability>;

const REST_NAMES = { weekdays: 'recurrences', meetingLengths: 'meeting_lengths', communicationMediums: 'communication_mediums' };

const RULE_TEXT = 'Enter a weekly rule such as RRULE:FREQ=WEEKLY;BYDAY=MO,TU.';
const WHOSE_TIME = "Give either the agent or a staff member whose time this is.";
const WRONG_BLOCK_AGENT = 'The agent must be the agent in the path.';

/** A nullable text as DRF keeps it: trimmed, blank is null; undefined when the body leaves it out. */
const nullableText = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

/**
 * The block a POST (API-027, on top of nothing) or a PATCH (API-028, on top of the stored block) describes, from a
 * body the contract has already shaped. Every field of the result is checked, so a PATCH cannot leave a block that a
 * POST would refuse; that includes SCHED-019's weekday (decision D-66).
 */
export function parseAvailability(
  db: Db,
  agent: Agent,
  body: BlockChange,
  base: AvailabilityBlock | null,
): NewAvailabilityBlock {
  const errors = new FieldErrors();
  const block: NewAvailabilityBlock = {
    schedule: base?.schedule ?? 0,
    agent: base?.agent ?? null,
    staff: base?.staff ?? null,
    start: body.start ?? base?.start ?? '',
    end: body.end ?? base?.end ?? '',
    recurrences: base?.recurrences ?? '',
    meeting_lengths: body.meeting_lengths ?? base?.meeting_lengths ?? [],
    communication_mediums: (body.communication_mediums as CommunicationMedium[] | undefined) ?? base?.communication_mediums ?? [],
    location: base?.location ?? null,
  };
  if (body.recurrences !== undefined) {
    if (weekdaysOfRule(body.recurrences) === null) errors.add('recurrences', RULE_TEXT);
    else block.recurrences = body.recurrences.trim();
  }
  const location = nullableText(body.location);
  if (location !== undefined) block.location = location;
  const agentId = nullableText(body.agent);
  if (agentId !== undefined) block.agent = agentId;
  const staff = nullableText(body.staff);
  if (staff !== undefined) block.staff = staff;
  // A POST's schedule is the one in its path.
  if (base && body.schedule !== undefined) {
    if (!findSchedule(db, agent.associate_id, body.schedule)) errors.add('schedule', invalidPk(body.schedule));
    else block.schedule = body.schedule;
  }
  // Neither named: the block is the agent's own time.
  if (block.agent === null && block.staff === null) block.agent = agent.associate_id;

  addRuleErrors(
    errors,
    validateAvailabilityBlock({
      start: block.start,
      end: block.end,
      weekdays: errors.has('recurrences') ? undefined : weekdaysOfRule(block.recurrences) ?? [],
      meetingLengths: block.meeting_lengths,
      communicationMediums: block.communication_mediums,
      location: block.location,
    }),
    REST_NAMES,
  );
  if (block.agent !== null && block.staff !== null) errors.add('staff', WHOSE_TIME);
  if (block.agent !== null && block.agent !== agent.associate_id) errors.add('agent', WRONG_BLOCK_AGENT);
  errors.throwIfAny();
  return block;
}
