import { describe, expect, it } from 'vitest';
import { pathFor, ROUTE_NAMES } from '../../web/src/routes/routeNames';

describe('named routes (ROUTE-056)', () => {
  it('ROUTE-056: the ten named routes exist', () => {
    expect([...ROUTE_NAMES].sort()).toEqual(
      ['billing', 'dashboard', 'domains', 'emails', 'glossary', 'index', 'login', 'logout', 'overview', 'payment'].sort(),
    );
  });

  it('ROUTE-056: each name resolves to its path, agent routes with agentID and domainName', () => {
    expect(pathFor('index')).toBe('/');
    expect(pathFor('overview')).toBe('/overview/');
    expect(pathFor('glossary')).toBe('/glossary/');
    expect(pathFor('login')).toBe('/login/');
    expect(pathFor('logout')).toBe('/logout/');
    expect(pathFor('dashboard', { agentID: 'A1001' })).toBe('/agents/A1001/dashboard/');
    expect(pathFor('domains', { agentID: 'A1001' })).toBe('/agents/A1001/domains/');
    expect(pathFor('domains', { agentID: 'A1001', domainName: 'ex.com' })).toBe('/agents/A1001/domains/ex.com/');
    expect(pathFor('emails', { agentID: 'A 1' })).toBe('/agents/A%201/emails/');
    expect(pathFor('payment', { agentID: 'A1001' })).toBe('/agents/A1001/payment/');
    expect(pathFor('billing', { agentID: 'A1001' })).toBe('/agents/A1001/billing/');
  });

  it('an agent route without agentID is a programming error', () => {
    expect(() => pathFor('dashboard')).toThrow(/agentID/);
  });
});
