import { homePath, OVERVIEW_PAGES, type SessionUser } from '@portal/rules';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

// The route modules build their page queries when imported; outside the web build there is no compiled graphql tag.
vi.mock('../../web/node_modules/relay-runtime', async (original) => ({ ...(await original<object>()), graphql: () => ({}) }));
vi.mock('../../web/node_modules/react-relay/hooks', async (original) => ({ ...(await original<object>()), graphql: () => ({}) }));

const { routes } = await import('../../web/src/app/routes');
const { PATHS, overviewPageHref, schedulerHref, sectionHref } = await import('../../web/src/routes/paths');

const SAMPLE: Record<string, string | number> = {
  agentID: 'A 1001',
  domainName: 'alice-insurance.example',
  receiptId: 'R123',
  schedulePk: 9,
  pageKey: 'home',
  sectionKey: 'about-me',
  userID: 'jdoe',
  staffID: 'S2001',
  employeeID: 'E3001',
};

/** The route the real router (createBrowserRouter(routes)) opens for an address: its whole pattern and params. */
function opened(href: string) {
  const matches = matchRoutes(routes as RouteObject[], href);
  if (!matches) throw new Error(`No route for ${href}`);
  const leaf = matches[matches.length - 1]!;
  return {
    catchAll: leaf.route.path === '*',
    pattern: matches.map((m) => m.route.path ?? '').join('').replace(/\/+/g, '/'),
    params: leaf.params,
  };
}

const paramsOf = (full: string) => Object.fromEntries([...full.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, SAMPLE[name]!]));

/** Every path of the route table, from the root, as the router joins them. */
function tablePatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = `${parent}${route.path ?? ''}`.replace(/\/+/g, '/');
    const own = route.path !== undefined || route.index ? [here] : [];
    return [...own, ...tablePatterns(route.children ?? [], here)];
  });
}

describe('the paths table (issue #23 §3): one pattern and one href builder per route', () => {
  const entries = Object.entries(PATHS).filter(([name]) => name !== 'notFound');

  it.each(entries)('ROUTE-056: %s: its href opens its own route in the real router, with its params', (_name, path) => {
    const params = paramsOf(path.full);
    const href = (path.href as (p?: object) => string)(params);
    const route = opened(href);
    expect(route.catchAll, href).toBe(false);
    expect(route.pattern, href).toBe(path.full);
    expect(route.params).toMatchObject(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  });

  it('ROUTE-017: an address no builder gives opens the catch-all route, so the check above can fail', () => {
    expect(opened('/agents/A1001/nowhere/').catchAll).toBe(true);
    expect(opened('/overview/nowhere/').catchAll).toBe(true);
  });

  it('every route of the route table takes its path from the table (no pattern written in a route file alone)', () => {
    const known = new Set<string>(Object.values(PATHS).map((p) => p.full));
    const unknown = tablePatterns(routes as RouteObject[]).filter((pattern) => !known.has(pattern));
    expect(unknown).toEqual([]);
  });

  it('a param is encoded as one path segment; a missing one is a programming error', () => {
    expect(PATHS.receipt.href({ agentID: 'A/1', receiptId: 'R 1' })).toBe('/agents/A%2F1/billing/R%201/');
    expect(() => (PATHS.dashboard.href as (p: object) => string)({})).toThrow(/agentID/);
  });

  it('ROUTE-041..044: the section views, the scheduler tabs and the overview pages open their routes', () => {
    const section = { agentID: 'A1001', domainName: 'ex.com', pageKey: 'home', sectionKey: 'about-me' };
    for (const view of ['edit', 'help', 'live'] as const) {
      expect(opened(sectionHref(section, view)).pattern).toBe(`/agents/:agentID/domains/:domainName/:pageKey/:sectionKey/${view}/`);
    }
    expect(opened(schedulerHref('A1001')).pattern).toBe(PATHS.scheduler.full);
    for (const child of ['appointments', 'schedules', 'settings'] as const) {
      expect(opened(schedulerHref('A1001', child)).pattern).toBe(`/agents/:agentID/appointment-scheduler/${child}/`);
    }
    for (const page of OVERVIEW_PAGES) {
      const route = opened(overviewPageHref(page.key));
      expect(route.catchAll, page.key).toBe(false);
      expect(route.pattern).toBe(`/overview/${page.key}/`);
    }
  });

  it('ROUTE-004: the home the gateway gives an agent is the dashboard route of the table', () => {
    const agent = { userType: 'agent', associateId: 'A1001', authenticated: true } as SessionUser;
    expect(homePath(agent)).toBe(PATHS.dashboard.href({ agentID: 'A1001' }));
  });
});
