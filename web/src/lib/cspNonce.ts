/**
 * This page's CSP nonce (issue #24 §2, decision D-160): the gateway writes a fresh one into the built page's
 * <meta property="csp-nonce">, and what injects <style> elements at run time (emotion, Tiptap, next-themes) gives it to
 * them. The browser hides a nonce attribute's value once the page is parsed; the element's `nonce` property keeps it.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}
