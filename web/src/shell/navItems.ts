/** One link of the navigation drawer. */
export interface NavItem {
  label: string;
  to: string;
}

const seg = (value: string) => encodeURIComponent(value);

/**
 * SHELL-014: the drawer's links. In an agent's area: the agent's pages in the order of seed 000 §2 (the appointment
 * scheduler page itself sends agents without the scheduler back to the dashboard, ROUTE-028). Provider staff also get
 * their own home.
 */
export function navItemsFor(agentId: string | undefined, staffHome: string | null): NavItem[] {
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
  if (staffHome) items.push({ label: 'Home', to: staffHome });
  return items;
}
