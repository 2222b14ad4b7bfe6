import type { Db } from '../db/module';
import type { Agent, AgentService } from './store';

const DOMAINS = { key: 'domains', name: 'Domains' };
const EMAILS = { key: 'emails', name: 'Email redirects' };
const CALLTRACKING = { key: 'calltracking', name: 'Call tracking' };
const SCHEDULER = { key: 'scheduler', name: 'Appointment scheduler' };

export const SEED_AGENTS: readonly (Agent & { services: AgentService[] })[] = [
  {
    associate_id: 'A1001',
    first_name: 'Alice',
    preferred_first_name: 'Alice',
    last_name: 'Anderson',
    alias: 'aand',
    is_agent_intern: false,
    billing_day: 5,
    services: [
      { ...DOMAINS, active: true },
      { ...EMAILS, active: true },
      { ...CALLTRACKING, active: true },
      { ...SCHEDULER, active: false },
    ],
  },
  {
    associate_id: 'A1002',
    first_name: 'Ivan',
    preferred_first_name: null,
    last_name: 'Ingram',
    alias: 'iingra',
    is_agent_intern: true,
    billing_day: 12,
    services: [
      { ...DOMAINS, active: true },
      { ...EMAILS, active: false },
      { ...SCHEDULER, active: false },
    ],
  },
  {
    associate_id: 'A1003',
    first_name: 'Robert',
    preferred_first_name: 'Bob',
    last_name: 'Baker',
    alias: 'rbak',
    is_agent_intern: false,
    billing_day: 1,
    services: [
      { ...DOMAINS, active: true },
      { ...EMAILS, active: true },
      { ...CALLTRACKING, active: false },
      { ...SCHEDULER, active: true },
    ],
  },
  {
    associate_id: 'A1004',
    first_name: 'Tina',
    preferred_first_name: 'Tina',
    last_name: 'Torres',
    alias: 'ttor',
    is_agent_intern: false,
    billing_day: 20,
    services: [
      { ...DOMAINS, active: false },
      { ...EMAILS, active: false },
    ],
  },
];

export function seedAgents(db: Db): void {
  const agent = db.prepare(
    `INSERT INTO agents (associate_id, first_name, preferred_first_name, last_name, alias, is_agent_intern, billing_day)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const service = db.prepare(
    'INSERT INTO agent_services (associate_id, position, key, name, active) VALUES (?, ?, ?, ?, ?)',
  );
  for (const a of SEED_AGENTS) {
    const intern = a.is_agent_intern ? 1 : 0;
    agent.run(a.associate_id, a.first_name, a.preferred_first_name, a.last_name, a.alias, intern, a.billing_day);
    a.services.forEach((s, position) => service.run(a.associate_id, position, s.key, s.name, s.active ? 1 : 0));
  }
}
