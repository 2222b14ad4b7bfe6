import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';

// The route modules build their page queries when imported; outside the web build there is no compiled graphql tag.
vi.mock('../../web/node_modules/relay-runtime', async (original) => ({ ...(await original<object>()), graphql: () => ({}) }));
vi.mock('../../web/node_modules/react-relay/hooks', async (original) => ({ ...(await original<object>()), graphql: () => ({}) }));

const { routes } = await import('../../web/src/app/routes');
const { pathFor, ROUTE_NAMES } = await import('../../web/src/routes/routeNames');

/** The route objects the real router (createBrowserRouter(routes)) matches for a path, innermost last. */
function resolve(path: string) {
  const matches = matchRoutes(routes as RouteObject[], path);
  if (!matches) throw new Error(`No route for ${path}`);
  const leaf = matches[matches.length - 1]!;
  return { leaf: leaf.route, params: leaf.params, pattern: matches.map((m) => m.route.path ?? '').join('') };
}

describe('named routes (ROUTE-056)', () => {
  it('ROUTE-056: the ten named routes exist', () => {
    expect([...ROUTE_NAMES].sort()).toEqual(
      ['billing', 'dashboard', 'domains', 'emails', 'glossary', 'index', 'login', 'logout', 'overview', 'payment'].sort(),
    );
  });

  it('ROUTE-056: the real router resolves each name and its params to a route of its own, never the 404 page', () => {
    const cases: [Parameters<typeof pathFor>[0], Parameters<typeof pathFor>[1], string, Record<string, string>][] = [
      ['index', {}, '/', {}],
      ['overview', {}, '/overview/', {}],
      ['glossary', {}, '/glossary/', {}],
      ['login', {}, '/login/', {}],
      ['logout', {}, '/logout/', {}],
      ['dashboard', { agentID: 'A1001' }, '/agents/:agentID/dashboard/', { agentID: 'A1001' }],
      ['domains', { agentID: 'A1001' }, '/agents/:agentID/domains/', { agentID: 'A1001' }],
      ['domains', { agentID: 'A1001', domainName: 'ex.com' }, '/agents/:agentID/domains/:domainName/', { agentID: 'A1001', domainName: 'ex.com' }],
      ['emails', { agentID: 'A 1' }, '/agents/:agentID/emails/', { agentID: 'A 1' }],
      ['payment', { agentID: 'A1001' }, '/agents/:agentID/payment/', { agentID: 'A1001' }],
      ['billing', { agentID: 'A1001' }, '/agents/:agentID/billing/', { agentID: 'A1001' }],
    ];
    for (const [name, params, pattern, expected] of cases) {
      const path = pathFor(name, params);
      const resolved = resolve(path);
      expect(resolved.leaf.path, `${name} → ${path}`).not.toBe('*');
      expect(resolved.pattern.replace(/\/+/g, '/'), `${name} → ${path}`).toBe(pattern);
      expect(resolved.params).toMatchObject(expected);
    }
  });

  it('ROUTE-056: a path no name gives falls to the 404 route, so the check above can fail', () => {
    expect(resolve('/no-such-page/').leaf.path).toBe('*');
    expect(resolve('/agents/A1001/nowhere/').leaf.path).toBe('*');
  });

  it('an agent route without agentID is a programming error', () => {
    expect(() => pathFor('dashboard')).toThrow(/agentID/);
  });
});
