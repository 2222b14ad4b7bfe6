/** The admin toolbox's tabs (001 §2 tab table, ADMIN-006..019): key, title and whether the tab needs an agent. */
export const TOOLBOX_TABS = [
  { key: 'search', title: 'Search', needsAgent: false },
  { key: 'billing', title: 'Billing', needsAgent: true },
  { key: 'calltracking', title: 'Call Tracking', needsAgent: true },
  { key: 'compliance_helper', title: 'Compliance Helper', needsAgent: false },
  { key: 'domain_activity', title: 'Domain Activity', needsAgent: true },
  { key: 'domain_renders', title: 'Domain Renders', needsAgent: true },
  { key: 'email_search', title: 'Email Search', needsAgent: false },
  { key: 'glossary', title: 'Glossary', needsAgent: false },
  { key: 'job_listing_url', title: 'Jobs Listing', needsAgent: true },
  { key: 'registrar', title: 'Manage Registrar', needsAgent: true },
  { key: 'move_domain', title: 'Move Domain', needsAgent: true },
  { key: 'notes', title: 'Notes', needsAgent: true },
  { key: 'notifications', title: 'Notifications', needsAgent: false },
  { key: 'site_config', title: 'Site Config', needsAgent: false },
] as const;

export type ToolboxTabKey = (typeof TOOLBOX_TABS)[number]['key'];

/** ADMIN-002: the tab of `?admin` with no value. */
export const DEFAULT_TOOLBOX_TAB: ToolboxTabKey = 'search';

/**
 * The tab `?admin={value}` opens (ADMIN-002, ADMIN-003): no value is the default tab; a value that names no tab is
 * null, which the toolbox says instead of opening another tab (decision D-221).
 */
export function toolboxTabOf(value: string | null): ToolboxTabKey | null {
  if (value === null || value.trim() === '') return DEFAULT_TOOLBOX_TAB;
  return TOOLBOX_TABS.find((t) => t.key === value)?.key ?? null;
}

/** Decision D-221: what `?admin={value}` says when the value names no tab. */
export function unknownToolboxTabText(value: string): string {
  return `The toolbox has no tab called "${value}". Choose one of its tabs.`;
}
