import {
  defaultAvailabilityBlock,
  MESSAGES,
  recurrenceRule,
  validateAvailabilityBlock,
  type CommunicationMedium,
  type Weekday,
} from '@portal/rules';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { upstreamFailure } from '../rest/errors';
import { expectStatus } from './expectStatus';
import { requireScheduler } from './gate';
import { refOf } from './ids';
import { availabilityPath, schedulePath } from './paths';
import { isRaw } from './raw';
import { toAvailabilityBlock, type AvailabilityBlockObject } from './schedule';
import { loadSchedules } from './schedules';

interface BlockFields {
  start?: string | null;
  end?: string | null;
  weekdays?: Weekday[] | null;
  meetingLengths?: number[] | null;
  communicationMediums?: CommunicationMedium[] | null;
  location?: string | null;
  staffId?: string | null;
}

export interface CreateAvailabilityBlockInput extends BlockFields {
  scheduleId: string;
}

export interface UpdateAvailabilityBlockInput extends BlockFields {
  id: string;
}

const cleanText = (value: string | null | undefined) => (value == null ? null : value.trim() || null);

/** API-027 (201), SCHED-015: what the client left out takes CONST-007's defaults; no weekday is the empty rule. */
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
  const answer = await expectStatus(ctx, 'POST', `${schedulePath(agentId, schedulePk)}availability/`, 201, {
    body: {
      agent: staff ? null : agentId,
      staff,
      start: block.start,
      end: block.end,
      recurrences: recurrenceRule(block.weekdays), // VALID-021
      meeting_lengths: block.meetingLengths,
      communication_mediums: block.communicationMediums,
      location: block.location,
      schedule: schedulePk,
    },
    failure,
  });
  return { availabilityBlock: toAvailabilityBlock(answer, agentId, failure, schedulePk), agentId };
}

/** The PATCH body: only the fields the client gave (null start, end, lists: not given). */
function patchOf(agentId: string, input: BlockFields): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.start != null) body.start = input.start;
  if (input.end != null) body.end = input.end;
  if (input.weekdays != null) body.recurrences = recurrenceRule(input.weekdays); // VALID-021
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

/** API-028, SCHED-017. An answer without the block is looked up in the fresh schedules list. */
export async function updateAvailabilityBlock(ctx: GatewayContext, input: UpdateAvailabilityBlockInput) {
  const failure = MESSAGES.availabilityUpdate; // ERR-025
  const { agentId, pk } = refOf(input.id, 'AvailabilityBlock', failure);
  await requireScheduler(ctx, agentId);
  const body = patchOf(agentId, input);
  refuseRuleErrors(
    validateAvailabilityBlock({
      start: body.start as string | undefined,
      end: body.end as string | undefined,
      meetingLengths: input.meetingLengths ?? undefined,
      communicationMediums: input.communicationMediums ?? undefined,
      location: body.location as string | null | undefined,
    }),
  );
  const answer = await ctx.rest.patch(availabilityPath(agentId, pk), { body, failure });
  const block = isRaw(answer) && answer.id !== undefined ? toAvailabilityBlock(answer, agentId, failure) : await findBlock(ctx, agentId, pk);
  if (!block) throw upstreamFailure(failure);
  return { availabilityBlock: block, agentId };
}

/** API-029, SCHED-018. */
export async function deleteAvailabilityBlock(ctx: GatewayContext, input: { id: string }) {
  const failure = MESSAGES.availabilityDelete; // ERR-026
  const { agentId, pk } = refOf(input.id, 'AvailabilityBlock', failure);
  await requireScheduler(ctx, agentId);
  await ctx.rest.delete(availabilityPath(agentId, pk), { failure });
  return { deletedId: input.id, agentId };
}
