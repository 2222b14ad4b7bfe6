import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * Moving between the pages of one domain's editor reuses its query (the mutations keep it current); another domain,
 * or opening the same address again (a retry), loads it again.
 */
export function shouldRevalidateEditor({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentParams.agentID !== nextParams.agentID || currentParams.domainName !== nextParams.domainName) return true;
  if (currentUrl.pathname === nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}
