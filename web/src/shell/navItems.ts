/** One link of the navigation drawer. */
export interface NavItem {
  label: string;
  to: string;
}

const seg = (value: string) => encodeURIComponent(value);

/**
 * SHELL-014: the drawer's links. In an agent's area: Dashboard, Domains and Pricing of that agent. Provider staff
 * also get their own home.
 */
export function navItemsFor(agentId: string | undefined, staffHome: string | null): NavItem[] {
  const items: NavItem[] = [];
  if (agentId) {
    const base = `/agents/${seg(agentId)}/`;
    items.push(
      { label: 'Dashboard', to: `${base}dashboard/` },
      { label: 'Domains', to: `${base}domains/` },
      { label: 'Pricing', to: `${base}pricing/` },
    );
  }
  if (staffHome) items.push({ label: 'Home', to: staffHome });
  return items;
}
