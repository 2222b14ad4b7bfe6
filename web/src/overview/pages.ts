import { OVERVIEW_PAGES, type OverviewPageKey } from '@portal/rules';

/** The spec title of a sub-page (ROUTE-049 "Agent Quote Landing Page stats", ROUTE-050 "Approval Queue"). */
export function pageTitle(key: OverviewPageKey): string {
  return OVERVIEW_PAGES.find((p) => p.key === key)!.title;
}

export function pageDescription(key: OverviewPageKey): string {
  return OVERVIEW_PAGES.find((p) => p.key === key)!.description;
}
