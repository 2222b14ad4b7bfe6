import { GraphQLError } from 'graphql';
import { csrfHeaderOf, hasSessionCookies } from '../rest/cookies';
import type { PipelinePlugin } from './pipeline/plugin';

const CSRF_REFUSED = 'This change was refused because the request carried no CSRF token. Reload the page and try again.';

/**
 * A browser write must carry the X-CSRFToken header the web client reads from the csrftoken cookie (decision D-62):
 * a mutation that arrives with the portal's cookies and without that header is refused before any upstream call.
 * A mutation without those cookies has no session to ride on (a first sign-in, which gets its token from auth_info
 * within the same request). Returns the refusal, or null when the write may go on.
 */
function csrfRefusal(cookieHeader: string | undefined, csrfHeader: string | undefined): GraphQLError | null {
  if (!hasSessionCookies(cookieHeader) || csrfHeader?.trim()) return null;
  return new GraphQLError(CSRF_REFUSED, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
}

/** csrfRefusal for every mutation, persisted or full document, before its context asks the upstream anything. */
export const csrfTokenRule: PipelinePlugin = {
  didResolveOperation({ operation, req }) {
    if (operation.operation !== 'mutation') return;
    const refusal = csrfRefusal(req.headers.cookie, csrfHeaderOf(req.headers));
    if (refusal) throw refusal;
  },
};
