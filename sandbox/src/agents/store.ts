import type { Db } from '../db/module';

export interface Agent {
  associate_id: string;
  first_name: string;
  preferred_first_name: string | null;
  last_name: string;
  alias: string;
  is_agent_intern: boolean;
  billing_day: number;
}

export interface AgentService {
  key: string;
  name: string;
  active: boolean;
}

type AgentRow = Omit<Agent, 'is_agent_intern'> & { is_agent_intern: number };

export function findAgent(db: Db, associateId: string): Agent | undefined {
  const row = db
    .prepare<[string], AgentRow>(
      `SELECT associate_id, first_name, preferred_first_name, last_name, alias, is_agent_intern, billing_day
       FROM agents WHERE associate_id = ?`,
    )
    .get(associateId);
  return row && { ...row, is_agent_intern: row.is_agent_intern === 1 };
}

export function listServices(db: Db, associateId: string): AgentService[] {
  return db
    .prepare<[string], { key: string; name: string; active: number }>(
      'SELECT key, name, active FROM agent_services WHERE associate_id = ? ORDER BY position',
    )
    .all(associateId)
    .map((s) => ({ ...s, active: s.active === 1 }));
}

/** When the agent's own account accepted the terms (API-009 sets it), or null. */
export function tosAcceptedOn(db: Db, associateId: string): string | null {
  const row = db
    .prepare<[string], { tos_accepted_on: string | null }>(
      "SELECT tos_accepted_on FROM users WHERE associate_id = ? AND user_type = 'agent' ORDER BY id LIMIT 1",
    )
    .get(associateId);
  return row?.tos_accepted_on ?? null;
}

export type AgentSummary = Pick<Agent, 'associate_id' | 'first_name' | 'preferred_first_name' | 'last_name' | 'alias'>;

export const AGENT_SEARCH_LIMIT = 20;

/** API-065: agents whose id, names or alias contain the text, case-insensitively, by associate id. */
export function searchAgents(db: Db, text: string): AgentSummary[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  // instr() rather than LIKE, so that % and _ in the text are plain characters.
  return db
    .prepare<[string, string, string, string, string, number], AgentSummary>(
      `SELECT associate_id, first_name, preferred_first_name, last_name, alias FROM agents
       WHERE instr(lower(associate_id), ?) > 0 OR instr(lower(coalesce(first_name, '')), ?) > 0
          OR instr(lower(coalesce(preferred_first_name, '')), ?) > 0 OR instr(lower(coalesce(last_name, '')), ?) > 0
          OR instr(lower(coalesce(alias, '')), ?) > 0
       ORDER BY associate_id LIMIT ?`,
    )
    .all(q, q, q, q, q, AGENT_SEARCH_LIMIT);
}
