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

/** The services the dash lists (API-061), in the dash's order. */
const SERVICES = [
  { key: 'domains', name: 'Domains' },
  { key: 'emails', name: 'Email redirects' },
  { key: 'calltracking', name: 'Call tracking' },
  { key: 'scheduler', name: 'Appointment scheduler' },
] as const;

/** Whether the agent uses each service, read from that service's own data (an agent-level flag would drift from it). */
const SERVICE_IN_USE: Record<(typeof SERVICES)[number]['key'], string> = {
  domains: 'SELECT 1 FROM domains WHERE associate_id = ? AND is_cancelled = 0',
  emails: `SELECT 1 FROM email_redirects r JOIN domains d ON d.pk = r.domain_pk
           WHERE d.associate_id = ? AND d.is_cancelled = 0`,
  calltracking: 'SELECT 1 FROM calltracking_accounts WHERE associate_id = ?',
  scheduler: 'SELECT 1 FROM scheduler_subscriptions WHERE associate_id = ? AND active = 1',
};

/** API-061's services: active when the agent has a live domain, a redirect, a call tracking account, a subscription. */
export function listServices(db: Db, associateId: string): AgentService[] {
  return SERVICES.map(({ key, name }) => ({
    key,
    name,
    active: db.prepare<[string], unknown>(`${SERVICE_IN_USE[key]} LIMIT 1`).get(associateId) !== undefined,
  }));
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

const AGENT_SEARCH_LIMIT = 20;

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
