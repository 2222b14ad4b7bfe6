import { canOpenOverview, type OverviewPageKey } from '@portal/rules';
import type { Request } from 'express';
import type { Db } from '../db/module';
import { requireAllowed, type SignedIn } from '../http/guards';

/**
 * Decision D-46: every overview call is corporate-scoped by the rule of its browser page (provider staff always,
 * corp with the page's permission, everyone else 403), checked before anything is read.
 */
export function requireOverview(req: Request, page: OverviewPageKey | ''): SignedIn {
  return requireAllowed(req, (user) => canOpenOverview(user, page));
}

export interface AgentName {
  associate_id: string;
  agent_name: string;
}

/** Every agent with the name a person reads ("Bob Baker"), by associate id. */
export function listAgentNames(db: Db): AgentName[] {
  return db
    .prepare<[], { associate_id: string; first_name: string | null; preferred_first_name: string | null; last_name: string | null }>(
      'SELECT associate_id, first_name, preferred_first_name, last_name FROM agents ORDER BY associate_id',
    )
    .all()
    .map((a) => ({
      associate_id: a.associate_id,
      agent_name: [a.preferred_first_name || a.first_name, a.last_name].filter(Boolean).join(' ') || a.associate_id,
    }));
}

export function agentNameMap(db: Db): Map<string, string> {
  return new Map(listAgentNames(db).map((a) => [a.associate_id, a.agent_name]));
}
