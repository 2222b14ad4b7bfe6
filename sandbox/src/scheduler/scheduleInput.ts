import { validateSchedule } from '@portal/rules';
import type { BodyOf, schedulerCalls } from '@portal/rules/contract';
import type { Agent } from '../lib/agentStore';
import type { Db } from '../db/module';
import { FieldErrors } from '../http/validation';
import { addRuleErrors } from './fields';
import type { ScheduleRecord } from './schedules';

type ScheduleChange = BodyOf<typeof schedulerCalls.updateSchedule>;

const WRONG_AGENT = 'A schedule belongs to the agent in the path.';
const notAgentDomain = (name: string) => `${name} is not one of this agent's domains.`;

function agentDomains(db: Db, associateId: string): Set<string> {
  const rows = db
    .prepare<[string], { domain_name: string }>(
      'SELECT domain_name FROM domains WHERE associate_id = ? AND is_cancelled = 0',
    )
    .all(associateId);
  return new Set(rows.map((r) => r.domain_name));
}

/** The schedule's domains, lower-cased, without repeats; each must be a live domain of the agent. */
function readDomains(errors: FieldErrors, db: Db, agent: Agent, domains: readonly string[]): string[] {
  const names = [...new Set(domains.map((d) => d.trim().toLowerCase()))];
  const owned = agentDomains(db, agent.associate_id);
  for (const name of names) if (!owned.has(name)) errors.add('domains', notAgentDomain(name));
  return names;
}

function checkAgent(errors: FieldErrors, agent: Agent, body: ScheduleChange): void {
  if (body.agent === undefined) return;
  const value = errors.requiredText(body, 'agent');
  if (value && value !== agent.associate_id) errors.add('agent', WRONG_AGENT);
}

function checkLabel(errors: FieldErrors, body: ScheduleChange): string {
  const label = errors.requiredText(body, 'label').trim();
  if (!errors.has('label')) addRuleErrors(errors, validateSchedule({ label }));
  return label;
}

/** API-023's body {agent, label, domains}, in the contract's shape; domains may be left out (none). */
export function parseNewSchedule(
  db: Db,
  agent: Agent,
  body: BodyOf<typeof schedulerCalls.createSchedule>,
): Omit<ScheduleRecord, 'id'> {
  const errors = new FieldErrors();
  checkAgent(errors, agent, body);
  const label = checkLabel(errors, body);
  const domains = body.domains ? readDomains(errors, db, agent, body.domains) : [];
  errors.throwIfAny();
  return { agent: agent.associate_id, label, domains };
}

/** API-025: a partial schedule (label, domains). */
export function parseScheduleChange(db: Db, agent: Agent, current: ScheduleRecord, body: ScheduleChange): ScheduleRecord {
  const errors = new FieldErrors();
  checkAgent(errors, agent, body);
  const label = body.label === undefined ? current.label : checkLabel(errors, body);
  const domains = body.domains ? readDomains(errors, db, agent, body.domains) : current.domains;
  errors.throwIfAny();
  return { ...current, label, domains };
}
