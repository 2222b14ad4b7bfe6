import { GraphQLError } from 'graphql';
import { MESSAGES, newOutOfOfficeBlock, validateOutOfOfficeBlock, type OutOfOfficeDraft } from '@portal/rules';
import { schedulerCalls, type BodyOf } from '@portal/rules/contract';
import type {
  CreateOutOfOfficeBlockInput,
  DeleteOutOfOfficeBlockInput,
  UpdateOutOfOfficeBlockInput,
} from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { upstreamFailure } from '../rest/errors';
import { callExpectingStatus } from './exactStatus';
import { requireScheduler } from './gate';
import { refOf } from './ids';
import { toOutOfOfficeBlock, type OutOfOfficeBlockObject } from './schedule';
import { loadSchedules } from './schedules';

type OutOfOfficeBody = BodyOf<typeof schedulerCalls.updateOutOfOffice>;

function checkedBody(block: OutOfOfficeDraft, schedule: number): OutOfOfficeBody {
  const associateIds = block.associateIds.map((id) => id.trim());
  refuseRuleErrors(validateOutOfOfficeBlock({ ...block, associateIds }));
  return {
    date: block.date,
    start: block.start,
    end: block.end,
    schedule,
    associate_ids: associateIds,
    repeats_annually: block.repeatsAnnually,
  };
}

/** API-030 (201), SCHED-020: what the client left out takes CONST-008's defaults, today being the gateway's date. */
export async function createOutOfOfficeBlock(ctx: GatewayContext, input: CreateOutOfOfficeBlockInput) {
  const failure = MESSAGES.oooCreate; // ERR-027
  const { agentId, pk: schedule } = refOf(input.scheduleId, 'Schedule', failure);
  await requireScheduler(ctx, agentId);
  const defaults = newOutOfOfficeBlock(new Date());
  const body = checkedBody(
    {
      date: input.date ?? defaults.date,
      start: input.start ?? defaults.start,
      end: input.end ?? defaults.end,
      associateIds: input.associateIds ?? defaults.associateIds,
      repeatsAnnually: input.repeatsAnnually ?? defaults.repeatsAnnually,
    },
    schedule,
  );
  const answer = await callExpectingStatus(ctx, schedulerCalls.createOutOfOffice, { path: { agentId }, body, failure });
  return { outOfOfficeBlock: toOutOfOfficeBlock(answer, agentId), agentId };
}

async function findBlock(ctx: GatewayContext, agentId: string, pk: number): Promise<OutOfOfficeBlockObject | null> {
  const schedules = await loadSchedules(ctx, agentId);
  return schedules.flatMap((s) => s.outOfOfficeBlocks).find((b) => b.pk === pk) ?? null;
}

/** API-031, SCHED-022: PUT the whole block. An empty answer is looked up in the fresh schedules list. */
export async function updateOutOfOfficeBlock(ctx: GatewayContext, input: UpdateOutOfOfficeBlockInput) {
  const failure = MESSAGES.oooUpdate; // ERR-028
  const { agentId, pk } = refOf(input.id, 'OutOfOfficeBlock', failure);
  const schedule = refOf(input.scheduleId, 'Schedule', failure);
  if (schedule.agentId !== agentId) throw new GraphQLError(failure, { extensions: { code: 'NOT_FOUND' } });
  await requireScheduler(ctx, agentId);
  const body = checkedBody(input, schedule.pk);
  const answer = await ctx.rest.call(schedulerCalls.updateOutOfOffice, { path: { agentId, id: pk }, body, failure });
  const block = answer ? toOutOfOfficeBlock(answer, agentId) : await findBlock(ctx, agentId, pk);
  if (!block) throw upstreamFailure(failure);
  return { outOfOfficeBlock: block, agentId };
}

/** API-032, SCHED-023. */
export async function deleteOutOfOfficeBlock(ctx: GatewayContext, input: DeleteOutOfOfficeBlockInput) {
  const failure = MESSAGES.oooDelete; // ERR-029
  const { agentId, pk } = refOf(input.id, 'OutOfOfficeBlock', failure);
  await requireScheduler(ctx, agentId);
  await ctx.rest.call(schedulerCalls.deleteOutOfOffice, { path: { agentId, id: pk }, failure });
  return { deletedId: input.id, agentId };
}
