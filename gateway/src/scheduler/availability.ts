import { defaultAvailabilityBlock, MESSAGES, recurrenceRule, validateAvailabilityBlock } from '@portal/rules';
import { schedulerCalls, type BodyOf } from '@portal/rules/contract';
import type {
  CreateAvailabilityBlockInput,
  DeleteAvailabilityBlockInput,
  UpdateAvailabilityBlockInput,
} from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { upstreamFailure } from '../rest/errors';
import { callExpectingStatus } from './exactStatus';
import { requireScheduler } from './gate';
import { refOf } from './ids';
import { toAvailabilityBlock, type AvailabilityBlockObject } from './schedule';
import { loadSchedules } from './schedules';

type BlockChange = BodyOf<typeof schedulerCalls.updateAvailability>;

const cleanText = (value: string | null | undefined) => (value == null ? null : value.trim() || null);

/**
 * API-027 (201), SCHED-015: what the client left out takes CONST-007's defaults. SCHED-019: at least one weekday
 * (decision D-66), checked with the other rules before any write.
 */
export async function createAvailabilityBlock(ctx: GatewayContext, input: CreateAvailabilityBlockInput) {
  const failure = MESSAGES.availabilityCreate; // ERR-024
  const { agentId, pk: schedulePk } = refOf(input.scheduleId, 'Schedule', failure);
  await requireScheduler(ctx, agentId);
  const defaults = defaultAvailabilityBlock();
  const block = {
    start: input.start ?? defaults.start,
    end: input.end ?? defaults.end,
    weekdays: input.weekdays ?? defaults.weekdays,
    meetingLengths: input.meetingLengths ?? defaults.meetingLengths,
    communicationMediums: input.communicationMediums ?? defaults.communicationMediums,
    location: cleanText(input.location),
  };
  refuseRuleErrors(validateAvailabilityBlock(block));
  const staff = cleanText(input.staffId);
  const answer = await callExpectingStatus(ctx, schedulerCalls.createAvailability, {
    path: { agentId, scheduleId: schedulePk },
    body: {
      agent: staff ? null : agentId,
      staff,
      start: block.start,
      end: block.end,
      recurrences: recurrenceRule(block.weekdays),
      meeting_lengths: block.meetingLengths,
      communication_mediums: block.communicationMediums,
      location: block.location,
      schedule: schedulePk,
    },
    failure,
  });
  return { availabilityBlock: toAvailabilityBlock(answer, agentId), agentId };
}

/** The PATCH body: only the fields the client gave (null start, end, lists: not given). */
function patchOf(agentId: string, input: UpdateAvailabilityBlockInput): BlockChange {
  const body: BlockChange = {};
  if (input.start != null) body.start = input.start;
  if (input.end != null) body.end = input.end;
  if (input.weekdays != null) body.recurrences = recurrenceRule(input.weekdays);
  if (input.meetingLengths != null) body.meeting_lengths = input.meetingLengths;
  if (input.communicationMediums != null) body.communication_mediums = input.communicationMediums;
  if (input.location !== undefined) body.location = cleanText(input.location);
  if (input.staffId !== undefined) {
    const staff = cleanText(input.staffId);
    body.staff = staff;
    body.agent = staff ? null : agentId;
  }
  return body;
}

async function findBlock(ctx: GatewayContext, agentId: string, pk: number): Promise<AvailabilityBlockObject | null> {
  const schedules = await loadSchedules(ctx, agentId);
  return schedules.flatMap((s) => s.availability).find((b) => b.pk === pk) ?? null;
}

/** API-028, SCHED-017, SCHED-019. An empty answer is looked up in the fresh schedules list. */
export async function updateAvailabilityBlock(ctx: GatewayContext, input: UpdateAvailabilityBlockInput) {
  const failure = MESSAGES.availabilityUpdate; // ERR-025
  const { agentId, pk } = refOf(input.id, 'AvailabilityBlock', failure);
  await requireScheduler(ctx, agentId);
  const body = patchOf(agentId, input);
  refuseRuleErrors(
    validateAvailabilityBlock({
      start: body.start,
      end: body.end,
      weekdays: input.weekdays ?? undefined,
      meetingLengths: input.meetingLengths ?? undefined,
      communicationMediums: input.communicationMediums ?? undefined,
      location: body.location,
    }),
  );
  const answer = await ctx.rest.call(schedulerCalls.updateAvailability, { path: { agentId, id: pk }, body, failure });
  const block = answer ? toAvailabilityBlock(answer, agentId) : await findBlock(ctx, agentId, pk);
  if (!block) throw upstreamFailure(failure);
  return { availabilityBlock: block, agentId };
}

/** API-029, SCHED-018. */
export async function deleteAvailabilityBlock(ctx: GatewayContext, input: DeleteAvailabilityBlockInput) {
  const failure = MESSAGES.availabilityDelete; // ERR-026
  const { agentId, pk } = refOf(input.id, 'AvailabilityBlock', failure);
  await requireScheduler(ctx, agentId);
  await ctx.rest.call(schedulerCalls.deleteAvailability, { path: { agentId, id: pk }, failure });
  return { deletedId: input.id, agentId };
}
