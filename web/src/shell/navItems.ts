import { overviewPagesFor, type SessionUser } from '@portal/rules';
import { overviewPageHref, PATHS } from '../routes/paths';

/** One link of the navigation drawer. */
export interface NavItem {
  label: string;
  to: string;
  /** Current only on exactly this path (NavLink's `end`): the overview landing is not current on its sub-pages. */
  end?: boolean;
}

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
  if (!pathname.startsWith(PATHS.overview.href())) return [];
  if (user.userType !== 'corp' && user.userType !== 'mirus') return [];
  return [
    { label: 'Overview', to: PATHS.overview.href(), end: true },
    ...overviewPagesFor(user).map((p) => ({ label: p.title, to: overviewPageHref(p.key) })),
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
    const agentID = agentId;
    items.push(
      { label: 'Dashboard', to: PATHS.dashboard.href({ agentID }) },
      { label: 'Domains', to: PATHS.domains.href({ agentID }) },
      { label: 'Email redirects', to: PATHS.emails.href({ agentID }) },
      { label: 'Campaigns', to: PATHS.campaigns.href({ agentID }) },
      { label: 'Call tracking', to: PATHS.callTracking.href({ agentID }) },
      { label: 'Appointment scheduler', to: PATHS.scheduler.href({ agentID }) },
      { label: 'Pricing', to: PATHS.pricing.href({ agentID }) },
      { label: 'Payment', to: PATHS.payment.href({ agentID }) },
      { label: 'Billing', to: PATHS.billing.href({ agentID }) },
      { label: 'Team', to: PATHS.team.href({ agentID }) },
    );
  }
  if (context) items.push(...overviewNavItems(context));
  if (staffHome) items.push({ label: 'Home', to: staffHome });
  return items;
}
