import { MESSAGES, normalizeRecipients, validateRecipients } from '@portal/rules';
import { schedulerCalls } from '@portal/rules/contract';
import type { UpdateAppointmentNotificationRecipientsInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { callExpectingStatus } from './exactStatus';
import { requireScheduler } from './gate';
import { schedulerId } from './ids';

/** API-033, SCHED-024: the agency-wide link and one per schedule (decision D-37). */
export async function loadCalendars(ctx: GatewayContext, agentId: string) {
  await requireScheduler(ctx, agentId);
  const answer = await ctx.rest.call(schedulerCalls.calendars, {
    path: { agentId },
    failure: MESSAGES.calendarsLoad, // ERR-030
  });
  return {
    agencyUrl: answer.agency_url,
    schedules: answer.schedules.map((s) => ({
      scheduleId: schedulerId('Schedule', agentId, s.schedule),
      schedulePk: s.schedule,
      label: s.label,
      url: s.url,
    })),
  };
}

/** API-034, SCHED-025. */
export async function loadRecipients(ctx: GatewayContext, agentId: string): Promise<string[]> {
  await requireScheduler(ctx, agentId);
  const answer = await ctx.rest.call(schedulerCalls.recipients, {
    path: { agentId },
    failure: MESSAGES.recipientsLoad, // ERR-031
  });
  return answer.recipients;
}

/** API-035 (204), SCHED-025: PATCH {recipients}, trimmed and without repeats, checked first. */
export async function updateRecipients(ctx: GatewayContext, input: UpdateAppointmentNotificationRecipientsInput) {
  await requireScheduler(ctx, input.agentId);
  const recipients = normalizeRecipients(input.recipients);
  refuseRuleErrors(validateRecipients(recipients));
  await callExpectingStatus(ctx, schedulerCalls.updateRecipients, {
    path: { agentId: input.agentId },
    body: { recipients },
    failure: MESSAGES.recipientsUpdate, // ERR-032
  });
  return { recipients, agentId: input.agentId };
}
