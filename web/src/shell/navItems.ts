import { overviewPagesFor, OVERVIEW_PATH, overviewPath, type SessionUser } from '@portal/rules';

/** One link of the navigation drawer. */
export interface NavItem {
  label: string;
  to: string;
  /** Current only on exactly this path (NavLink's `end`): the overview landing is not current on its sub-pages. */
  end?: boolean;
}

const seg = (value: string) => encodeURIComponent(value);

/** Where the drawer is and who looks at it: the overview's links need both. */
export interface NavContext {
  pathname: string;
  user: SessionUser;
}

/**
 * The overview's links (ROUTE-047..055): on /overview/ pages, for corp and provider staff, the landing and only the
 * sub-pages the viewer may open (OVERVIEW-002..008).
 */
export function overviewNavItems({ pathname, user }: NavContext): NavItem[] {
  if (!pathname.startsWith(OVERVIEW_PATH)) return [];
  if (user.userType !== 'corp' && user.userType !== 'mirus') return [];
  return [
    { label: 'Overview', to: OVERVIEW_PATH, end: true },
    ...overviewPagesFor(user).map((p) => ({ label: p.title, to: overviewPath(p.key) })),
  ];
}

/**
 * SHELL-014: the drawer's links. In an agent's area: the agent's pages in the order of seed 000 §2 (the appointment
 * scheduler page itself sends agents without the scheduler back to the dashboard, ROUTE-028). On overview pages: the
 * overview's links for the viewer (`context`). Provider staff also get their own home.
 */
export function navItemsFor(agentId: string | undefined, staffHome: string | null, context?: NavContext): NavItem[] {
  const items: NavItem[] = [];
  if (agentId) {
    const base = `/agents/${seg(agentId)}/`;
    items.push(
      { label: 'Dashboard', to: `${base}dashboard/` },
      { label: 'Domains', to: `${base}domains/` },
      { label: 'Email redirects', to: `${base}emails/` },
      { label: 'Campaigns', to: `${base}campaigns/` },
      { label: 'Call tracking', to: `${base}calltracking/` },
      { label: 'Appointment scheduler', to: `${base}appointment-scheduler/` },
      { label: 'Pricing', to: `${base}pricing/` },
      { label: 'Payment', to: `${base}payment/` },
      { label: 'Billing', to: `${base}billing/` },
      { label: 'Team', to: `${base}team/` },
    );
  }
  if (context) items.push(...overviewNavItems(context));
  if (staffHome) items.push({ label: 'Home', to: staffHome });
  return items;
}
