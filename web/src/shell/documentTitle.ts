import { PRODUCT_NAME } from '../lib/portalFacts';

type Params = Record<string, string | undefined>;
export type RouteTitle = string | ((params: Params) => string);

/** SHELL-013: the deepest matched route's title; with none, the product name. */
export function documentTitle(matches: readonly { title?: RouteTitle; params: Params }[]): string {
  const titles = matches
    .map(({ title, params }) => (typeof title === 'function' ? title(params) : title))
    .filter((t): t is string => !!t);
  return titles.at(-1) ?? PRODUCT_NAME;
}
