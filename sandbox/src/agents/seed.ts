import type { Db } from '../db/module';
import type { Agent } from '../lib/agentStore';

const SEED_AGENTS: readonly Agent[] = [
  {
    associate_id: 'A1001',
    first_name: 'Alice',
    preferred_first_name: 'Alice',
    last_name: 'Anderson',
    alias: 'aand',
    is_agent_intern: false,
    billing_day: 5,
  },
  {
    associate_id: 'A1002',
    first_name: 'Ivan',
    preferred_first_name: null,
    last_name: 'Ingram',
    alias: 'iingra',
    is_agent_intern: true,
    billing_day: 12,
  },
  {
    associate_id: 'A1003',
    first_name: 'Robert',
    preferred_first_name: 'Bob',
    last_name: 'Baker',
    alias: 'rbak',
    is_agent_intern: false,
    billing_day: 1,
  },
  {
    associate_id: 'A1004',
    first_name: 'Tina',
    preferred_first_name: 'Tina',
    last_name: 'Torres',
    alias: 'ttor',
    is_agent_intern: false,
    billing_day: 20,
  },
];

export function seedAgents(db: Db): void {
  const agent = db.prepare(
    `INSERT INTO agents (associate_id, first_name, preferred_first_name, last_name, alias, is_agent_intern, billing_day)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of SEED_AGENTS) {
    const intern = a.is_agent_intern ? 1 : 0;
    agent.run(a.associate_id, a.first_name, a.preferred_first_name, a.last_name, a.alias, intern, a.billing_day);
  }
}
