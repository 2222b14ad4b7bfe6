

/** The session cookie names of the provider's Django backend; the gateway forwards and relays them. */
export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

/** The header that names a request's client (Apollo's; other internal tools send theirs, docs/other-tools.md). */
export const CLIENT_NAME_HEADER = 'apollographql-client-name';
/**
 * The web client's name: its upload sends it, its GraphQL requests imply it (the build's persisted ids, sent
 * without a name). The audit trail records this client's writes as a person's (D-129).
 */
export const WEB_CLIENT_NAME = 'web';

