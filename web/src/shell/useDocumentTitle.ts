import { PRODUCT_NAME } from '@portal/rules';
import { useEffect } from 'react';
import { useMatches, type UIMatch } from 'react-router-dom';

/** A route's `handle.title`: a fixed text, or one built from the route's params. */
export interface RouteHandle {
  title?: string | ((params: Record<string, string | undefined>) => string);
  /** SHELL-014: the navigation drawer shows when any matched route sets this. */
  navigation?: boolean;
  /** SHELL-031: which active site notifications this page shows. */
  siteNotifications?: 'dashboard' | 'mxeditor';
}

function titleOf(match: UIMatch): string | undefined {
  const title = (match.handle as RouteHandle | undefined)?.title;
  return typeof title === 'function' ? title(match.params) : title;
}

/** SHELL-013: the deepest route's title, else the product name. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches.map(titleOf).filter(Boolean).at(-1) ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
