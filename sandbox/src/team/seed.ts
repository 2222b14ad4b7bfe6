import { DEFAULT_STAFF_PERMISSIONS, type StaffPermissions } from '@portal/rules';
import type { Db } from '../db/module';

/** Display names of the seeded staff accounts (the users table keeps no names). */
const SEED_STAFF_NAMES: Record<string, string> = { sam: 'Sam Summers' };

/** sam works for A1001 with everything but call tracking and billing. */
const SEED_PERMISSIONS: Record<string, Record<string, StaffPermissions>> = {
  sam: { A1001: { ...DEFAULT_STAFF_PERMISSIONS, calltracking: false, billing: false } },
};

/** One membership per entry of each staff account's staff_agents, so the team tables and sign-in agree. */
export function seedTeam(db: Db): void {
  const staff = db
    .prepare<[], { id: number; username: string; staff_agents: string }>(
      "SELECT id, username, staff_agents FROM users WHERE user_type = 'staff' ORDER BY id",
    )
    .all();
  const agentExists = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM agents WHERE associate_id = ?');
  const profile = db.prepare('INSERT INTO staff_profiles (user_id, name) VALUES (?, ?)');
  const member = db.prepare('INSERT INTO agent_staff (associate_id, user_id, permissions) VALUES (?, ?, ?)');
  for (const user of staff) {
    const name = SEED_STAFF_NAMES[user.username];
    if (name) profile.run(user.id, name);
    for (const agentId of JSON.parse(user.staff_agents) as string[]) {
      if (!agentExists.get(agentId)) continue;
      const permissions = SEED_PERMISSIONS[user.username]?.[agentId] ?? DEFAULT_STAFF_PERMISSIONS;
      member.run(agentId, user.id, JSON.stringify(permissions));
    }
  }
}
