import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  canAccessAgent,
  canAccessAgentDomain,
  canAdminister,
  canOpenOverview,
  canOpenPath,
} from '@portal/rules';
import { user } from './fixtures';

const mirus = user({ userType: 'mirus', internal: true, email: 'jdoe@mirus.example' });
const agent = user({ userType: 'agent', associateId: 'A1' });
const staff = user({ userType: 'staff', staffAgents: ['A1'], userDetails: { identifier: 'S1', email: null } });
const corp = user({
  userType: 'corp',
  corporatePermissions: ['qlp'],
  userDetails: { identifier: 'E1', email: null },
});
const unknown = user({ userType: 'unknown', userDetails: { identifier: 'U1', email: null } });
const demo = { demoDomains: ['demo.example'], demoUsers: [{ associateId: 'A9' }] };

describe('the roles table (seed 000 §6)', () => {
  it('AUTH-005: an auth-required path without a user asks for login', () => {
    expect(canOpenPath(ANONYMOUS, '/agents/A1/domains/')).toBe('login');
    expect(canOpenPath(ANONYMOUS, '/glossary/')).toBe('login');
    expect(canOpenPath(ANONYMOUS, '/login/')).toBe('allow');
    expect(canOpenPath(ANONYMOUS, '/m1-video/')).toBe('allow');
  });

  it('AUTH-007: mirus may open everything', () => {
    for (const p of ['/agents/ANY/domains/', '/overview/reports/', '/employees/X/', '/atms/S9/', '/user/U9/', '/mirus/x/']) {
      expect(canOpenPath(mirus, p)).toBe('allow');
    }
    expect(canAccessAgent(mirus, 'ANY')).toBe(true);
  });

  it('AUTH-008: an agent may open only their own /agents/{associate_id}/ paths', () => {
    expect(canOpenPath(agent, '/agents/A1/domains/')).toBe('allow');
    expect(canOpenPath(agent, '/agents/A2/')).toBe('forbidden');
    expect(canAccessAgent(agent, 'A2')).toBe(false);
    expect(canOpenPath(agent, '/overview/')).toBe('forbidden');
  });

  it('AUTH-009: staff may open their own /atms/{id}/ only', () => {
    expect(canOpenPath(staff, '/atms/S1/')).toBe('allow');
    expect(canOpenPath(staff, '/atms/S2/')).toBe('forbidden');
  });

  it('AUTH-010: staff may open agents listed in staff_agents', () => {
    expect(canOpenPath(staff, '/agents/A1/')).toBe('allow');
    expect(canOpenPath(staff, '/agents/A2/')).toBe('forbidden');
    expect(canAccessAgent(staff, 'A1')).toBe(true);
    expect(canAccessAgent(staff, 'A2')).toBe(false);
  });

  it('AUTH-011: corp may open their own /employees/ path and overview pages they hold a permission for', () => {
    expect(canOpenPath(corp, '/employees/E1/')).toBe('allow');
    expect(canOpenPath(corp, '/employees/E2/')).toBe('forbidden');
    expect(canOpenPath(corp, '/overview/')).toBe('allow');
    expect(canOpenPath(corp, '/overview/qlp/')).toBe('allow');
    expect(canOpenPath(corp, '/overview/queue/')).toBe('forbidden');
    expect(canOpenOverview(corp, 'stats')).toBe(false);
    expect(canAccessAgent(corp, 'A1')).toBe(false);
  });

  it('AUTH-012: an unknown user may open only their own /user/ path', () => {
    expect(canOpenPath(unknown, '/user/U1/')).toBe('allow');
    expect(canOpenPath(unknown, '/user/U2/')).toBe('forbidden');
    expect(canOpenPath(unknown, '/agents/A1/')).toBe('forbidden');
  });

  it('AUTH-014: the mirus-only landing is forbidden to everyone else', () => {
    for (const u of [agent, staff, corp, unknown]) expect(canOpenPath(u, '/mirus/x/')).toBe('forbidden');
  });

  it('AUTH-016: a demo user may open a demo domain of another agent, and nothing else of that agent', () => {
    const demoUser = user({ userType: 'agent', associateId: 'A9' });
    expect(canOpenPath(demoUser, '/agents/A1/domains/demo.example/', demo)).toBe('allow');
    expect(canOpenPath(demoUser, '/agents/A1/domains/other.example/', demo)).toBe('forbidden');
    expect(canOpenPath(demoUser, '/agents/A1/dashboard/', demo)).toBe('forbidden');
    expect(canAccessAgentDomain(demoUser, 'A1', 'demo.example', demo)).toBe(true);
    expect(canAccessAgentDomain(agent, 'A2', 'demo.example', demo)).toBe(false);
  });

  it('AUTH-023: only internal provider staff administer site config and notifications', () => {
    expect(canAdminister(mirus)).toBe(true);
    expect(canAdminister({ ...mirus, internal: false })).toBe(false);
    for (const u of [agent, staff, corp, unknown, ANONYMOUS]) expect(canAdminister(u)).toBe(false);
  });

  it('ROUTE-017: unknown paths are left to the 404 page', () => {
    expect(canOpenPath(agent, '/no-such-page/')).toBe('allow');
    expect(canOpenPath(ANONYMOUS, '/zzz/')).toBe('allow');
  });
});
