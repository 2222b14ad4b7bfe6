/** CONST-020: the recently viewed agents the search tab keeps. */
export const RECENT_AGENTS_MAX = 10;

/** ADMIN-022: one recently viewed agent: title, subtext, associate_id and link. */
export interface RecentAgent {
  title: string;
  subtext: string;
  associate_id: string;
  link: string;
}

/** ADMIN-021, ADMIN-022: the list with this agent first, once, and at most CONST-020 entries (the oldest dropped). */
export function addRecentAgent(list: readonly RecentAgent[], entry: RecentAgent): RecentAgent[] {
  return [entry, ...list.filter((e) => e.associate_id !== entry.associate_id)].slice(0, RECENT_AGENTS_MAX);
}
