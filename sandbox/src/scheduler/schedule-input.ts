import { validateSchedule } from '@portal/rules';
import type { Agent } from '../agents/store';
import type { Db } from '../db/module';
import { FieldErrors } from '../http/validation';
import { addRuleErrors, stringList } from './fields';
import type { ScheduleRecord } from './schedules';

type Body = Record<string, unknown>;

export const WRONG_AGENT = 'A schedule belongs to the agent in the path.';
export const notAgentDomain = (name: string) => `${name} is not one of this agent's domains.`;

function agentDomains(db: Db, associateId: string): Set<string> {
  const rows = db
    .prepare<[string], { domain_name: string }>(
      'SELECT domain_name FROM domains WHERE associate_id = ? AND is_cancelled = 0',
    )
    .all(associateId);
  return new Set(rows.map((r) => r.domain_name));
}

/** The schedule's domains, lower-cased, without repeats; each must be a live domain of the agent. */
function readDomains(errors: FieldErrors, db: Db, agent: Agent, body: Body): string[] {
  const names = [...new Set(stringList(errors, body, 'domains').map((d) => d.trim().toLowerCase()))];
  if (errors.has('domains')) return [];
  const owned = agentDomains(db, agent.associate_id);
  for (const name of names) if (!owned.has(name)) errors.add('domains', notAgentDomain(name));
  return names;
}

function checkAgent(errors: FieldErrors, agent: Agent, body: Body, required: boolean): void {
  if (!('agent' in body) && !required) return;
  const value = errors.requiredText(body, 'agent');
  if (value && value !== agent.associate_id) errors.add('agent', WRONG_AGENT);
}

/** API-023's body {agent, label, domains}; domains may be left out (none). Throws a 400 listing every problem. */
export function parseNewSchedule(db: Db, agent: Agent, body: Body): Omit<ScheduleRecord, 'id'> {
  const errors = new FieldErrors();
  checkAgent(errors, agent, body, true);
  const label = errors.requiredText(body, 'label').trim();
  if (!errors.has('label')) addRuleErrors(errors, validateSchedule({ label }));
  const domains = 'domains' in body ? readDomains(errors, db, agent, body) : [];
  errors.throwIfAny();
  return { agent: agent.associate_id, label, domains };
}

/** API-025: a partial schedule (label, domains). */
export function parseScheduleChange(db: Db, agent: Agent, current: ScheduleRecord, body: Body): ScheduleRecord {
  const errors = new FieldErrors();
  checkAgent(errors, agent, body, false);
  let label = current.label;
  if ('label' in body) {
    label = errors.requiredText(body, 'label').trim();
    if (!errors.has('label')) addRuleErrors(errors, validateSchedule({ label }));
  }
  const domains = 'domains' in body ? readDomains(errors, db, agent, body) : current.domains;
  errors.throwIfAny();
  return { ...current, label, domains };
}
