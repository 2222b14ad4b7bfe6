import type { UserType } from '@portal/rules';
import type { Db } from './module';
import { hashPassword } from './passwords';

/** The one password of every demo account (listed by GET api/sandbox/accounts/). */
export const DEMO_PASSWORD = 'portal-demo';

interface SeedAccount {
  username: string;
  label: string;
  userType: UserType;
  email: string;
  associateId: string | null;
  identifier: string;
  internal?: boolean;
  corporatePermissions?: string[];
  staffAgents?: string[];
  tosAcceptedOn: string | null;
}

function agent(username: string, label: string, associateId: string, tosAcceptedOn: string | null): SeedAccount {
  const email = `${username}@agents.example`;
  return { username, label, userType: 'agent', email, associateId, identifier: associateId, tosAcceptedOn };
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    username: 'jdoe',
    label: 'Provider staff',
    userType: 'mirus',
    email: 'jdoe@mirus.example',
    associateId: null,
    identifier: 'jdoe',
    internal: true,
    tosAcceptedOn: '2021-01-04T09:00:00Z',
  },
  agent('alice', 'Agent', 'A1001', '2023-03-14T15:09:26Z'),
  agent('ivan', 'Agent (intern)', 'A1002', '2024-06-03T09:30:00Z'),
  agent('bob', 'Agent (second)', 'A1003', '2022-11-21T18:45:00Z'),
  agent('tina', 'Agent (terms not yet accepted)', 'A1004', null),
  {
    username: 'sam',
    label: "Agent's staff member",
    userType: 'staff',
    email: 'sam@agents.example',
    associateId: null,
    identifier: 'S2001',
    staffAgents: ['A1001'],
    tosAcceptedOn: '2023-05-02T12:00:00Z',
  },
  {
    username: 'carol',
    label: 'Corporate employee',
    userType: 'corp',
    email: 'carol@corp.example',
    associateId: null,
    identifier: 'E3001',
    corporatePermissions: ['calltracking', 'qlp', 'queue', 'm1stats'],
    tosAcceptedOn: '2022-02-07T08:15:00Z',
  },
  {
    username: 'uma',
    label: 'Unknown user',
    userType: 'unknown',
    email: 'uma@example.com',
    associateId: null,
    identifier: 'U4001',
    tosAcceptedOn: '2024-01-10T10:00:00Z',
  },
  // Decision D-48: two more corporate employees for the overview's permission rows (OVERVIEW-001..008).
  {
    username: 'erin',
    label: 'Corporate employee (every permission)',
    userType: 'corp',
    email: 'erin@corp.example',
    associateId: null,
    identifier: 'E3002',
    corporatePermissions: ['calltracking', 'qlp', 'queue', 'm1stats', 'm1editor', 'participation', 'departures', 'reports'],
    tosAcceptedOn: '2023-09-12T10:30:00Z',
  },
  {
    username: 'nora',
    label: 'Corporate employee (no permissions)',
    userType: 'corp',
    email: 'nora@corp.example',
    associateId: null,
    identifier: 'E3003',
    corporatePermissions: [],
    tosAcceptedOn: '2024-03-18T13:45:00Z',
  },
  // Issue #15: a service account of another internal tool is internal provider staff like a person (docs/other-tools.md).
  {
    username: 'svc-tools',
    label: 'Service account (internal tools)',
    userType: 'mirus',
    email: 'svc-tools@mirus.example',
    associateId: null,
    identifier: 'svc-tools',
    internal: true,
    tosAcceptedOn: '2026-11-24T00:00:00Z',
  },
];

export function seedAccounts(db: Db): void {
  const insert = db.prepare(`INSERT INTO users
    (username, password_hash, label, user_type, email, associate_id, identifier, internal,
     corporate_permissions, staff_agents, tos_accepted_on)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const a of SEED_ACCOUNTS) {
    insert.run(
      a.username,
      hashPassword(DEMO_PASSWORD, `seed-${a.username}`),
      a.label,
      a.userType,
      a.email,
      a.associateId,
      a.identifier,
      a.internal ? 1 : 0,
      JSON.stringify(a.corporatePermissions ?? []),
      JSON.stringify(a.staffAgents ?? []),
      a.tosAcceptedOn,
    );
  }
}
