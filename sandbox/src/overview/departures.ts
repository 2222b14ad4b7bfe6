import type { ProductType } from '@portal/rules';
import type { Db } from '../db/module';
import { agentNameMap } from './access';

/** Agents who left the provider: no longer in the agents table, so the sandbox keeps them here (decision D-47). */
const FORMER_AGENTS = [
  { associate_id: 'A0907', agent_name: 'Greg Holt', left_on: '2026-08-31', reason: 'Retired' },
  { associate_id: 'A0912', agent_name: 'Dana Whitfield', left_on: '2026-10-15', reason: 'Moved to another agency' },
  { associate_id: 'A0954', agent_name: 'Luis Ortega', left_on: '2026-06-30', reason: 'Contract ended' },
] as const;

const DOMAIN_CANCELLED = 'Domain cancelled';

export function seedDepartures(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO overview_departures (associate_id, agent_name, left_on, reason) VALUES (@associate_id, @agent_name, @left_on, @reason)',
  );
  for (const a of FORMER_AGENTS) insert.run(a);
}

export interface Departure {
  kind: 'agent' | 'domain';
  associate_id: string;
  agent_name: string;
  domain_name: string | null;
  product_type: ProductType | null;
  /** YYYY-MM-DD: the agent's last day, or the cancelled domain's last successful render; null when unknown. */
  date: string | null;
  reason: string;
}

/** Departures, newest first (unknown dates last). */
export function listDepartures(db: Db): Departure[] {
  const names = agentNameMap(db);
  const agents: Departure[] = db
    .prepare<[], { associate_id: string; agent_name: string; left_on: string; reason: string }>(
      'SELECT associate_id, agent_name, left_on, reason FROM overview_departures',
    )
    .all()
    .map((a) => ({
      kind: 'agent',
      associate_id: a.associate_id,
      agent_name: a.agent_name,
      domain_name: null,
      product_type: null,
      date: a.left_on,
      reason: a.reason,
    }));
  const domains: Departure[] = db
    .prepare<[], { associate_id: string; domain_name: string; product_type: ProductType; last_live: string | null }>(
      `SELECT d.associate_id, d.domain_name, d.product_type,
         (SELECT max(render_time) FROM render_attempts r WHERE r.domain_pk = d.pk AND r.success = 1) AS last_live
       FROM domains d WHERE d.is_cancelled = 1`,
    )
    .all()
    .map((d) => ({
      kind: 'domain',
      associate_id: d.associate_id,
      agent_name: names.get(d.associate_id) ?? d.associate_id,
      domain_name: d.domain_name,
      product_type: d.product_type,
      date: d.last_live ? d.last_live.slice(0, 10) : null,
      reason: DOMAIN_CANCELLED,
    }));
  return [...agents, ...domains].sort(
    (a, b) =>
      (b.date ?? '').localeCompare(a.date ?? '') || a.associate_id.localeCompare(b.associate_id) ||
      (a.domain_name ?? '').localeCompare(b.domain_name ?? ''),
  );
}
