import { CSRF_COOKIE, CSRF_HEADER } from '@portal/rules';

/** The Django CSRF token the gateway relays from the upstream, read from its cookie. */
function readCsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function csrfHeaders(): Record<string, string> {
  const token = readCsrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
}
