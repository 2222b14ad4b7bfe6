import { MESSAGES, normalizeRecipients, validateRecipients } from '@portal/rules';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { upstreamFailure } from '../rest/errors';
import { expectStatus } from './expectStatus';
import { requireScheduler } from './gate';
import { schedulerId } from './ids';
import { calendarsPath, recipientsPath } from './paths';
import { isRaw, positiveInt, text, texts } from './raw';

/** API-033, SCHED-024: the agency-wide link and one per schedule (decision D-37). */
export async function loadCalendars(ctx: GatewayContext, agentId: string) {
  await requireScheduler(ctx, agentId);
  const failure = MESSAGES.calendarsLoad; // ERR-030
  const body = await ctx.rest.get(calendarsPath(agentId), { failure });
  if (!isRaw(body)) throw upstreamFailure(failure);
  const schedules = Array.isArray(body.schedules) ? body.schedules : [];
  return {
    agencyUrl: text(body.agency_url),
    schedules: schedules.flatMap((s: unknown) => {
      const pk = isRaw(s) ? positiveInt(s.schedule) : null;
      const url = isRaw(s) ? text(s.url) : null;
      if (!isRaw(s) || pk === null || !url) return [];
      return [{ scheduleId: schedulerId('Schedule', agentId, pk), schedulePk: pk, label: text(s.label), url }];
    }),
  };
}

/** API-034, SCHED-025. */
export async function loadRecipients(ctx: GatewayContext, agentId: string): Promise<string[]> {
  await requireScheduler(ctx, agentId);
  const failure = MESSAGES.recipientsLoad; // ERR-031
  const body = await ctx.rest.get(recipientsPath(agentId), { failure });
  if (!isRaw(body) || !Array.isArray(body.recipients)) throw upstreamFailure(failure);
  return texts(body.recipients);
}

export interface UpdateRecipientsInput {
  agentId: string;
  recipients: string[];
}

/** API-035 (204), SCHED-025: PATCH {recipients}, trimmed and without repeats, checked first. */
export async function updateRecipients(ctx: GatewayContext, input: UpdateRecipientsInput) {
  await requireScheduler(ctx, input.agentId);
  const recipients = normalizeRecipients(input.recipients);
  refuseRuleErrors(validateRecipients(recipients));
  await expectStatus(ctx, 'PATCH', recipientsPath(input.agentId), 204, {
    body: { recipients },
    failure: MESSAGES.recipientsUpdate, // ERR-032
  });
  return { recipients, agentId: input.agentId };
}
