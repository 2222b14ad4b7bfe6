import { MESSAGES } from '@portal/rules';
import { expect, it } from 'vitest';
import { AUTH_INFO, SESSION, USERS, type TestGateway } from './helpers';

/** The header with which provider staff view the portal as agent A1 (AUTH-020). */
export const VIEW_AS_AGENT = {
  'x-view-as': encodeURIComponent(
    JSON.stringify({ userType: 'agent', id: 'A1', corporatePermissions: [], internal: false, staffAgents: [] }),
  ),
};

/** Everyone signed in who is not internal provider staff acting as themselves (D-06, D-88). */
const REFUSED_VIEWERS: [string, unknown, Record<string, string> | undefined][] = [
  ['an agent', USERS.agent, undefined],
  ['staff', USERS.staff, undefined],
  ['corp', USERS.corp, undefined],
  ['provider staff who are not internal', { ...USERS.mirus, internal: false }, undefined],
  ['provider staff viewing as an agent', USERS.mirus, VIEW_AS_AGENT],
];

export interface StaffOnlyOperation {
  /** How the test names it, e.g. "saveSiteConfig" or "createSiteNotification (blank header)". */
  name: string;
  document: string;
  variables: Record<string, unknown>;
}

/**
 * One test per operation and refused viewer: FORBIDDEN (or UNAUTHENTICATED for nobody signed in) before any call but
 * auth_info, so the rule holds in the gateway whatever a client sends. `prefix` puts the rows' IDs in the names.
 */
export function itRefusesAllButInternalStaff(
  gateway: () => TestGateway,
  operations: StaffOnlyOperation[],
  prefix = '',
): void {
  const sent = () => gateway().calls.map((c) => `${c.method} ${c.path}`);
  for (const { name, document, variables } of operations) {
    for (const [who, user, headers] of REFUSED_VIEWERS) {
      it(`${prefix}${name}: ${who} gets FORBIDDEN with no upstream call`, async () => {
        gateway().reply('GET', AUTH_INFO, 200, user);
        const res = await gateway().gql(document, { variables, cookie: SESSION.cookie, headers });
        expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
        expect(sent()).toEqual(['GET /api/users/auth_info/']);
      });
    }
    it(`${prefix}${name}: nobody signed in gets UNAUTHENTICATED with no upstream call`, async () => {
      gateway().reply('GET', AUTH_INFO, 403, {});
      const res = await gateway().gql(document, { variables });
      expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(sent()).toEqual(['GET /api/users/auth_info/']);
    });
  }
}
