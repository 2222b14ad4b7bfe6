/**
 * A request refused before or instead of execution (an unreadable body, a document that may not run, a method the
 * endpoint does not take): answered as `{errors: [{message, extensions: {code}}]}` with this status and headers.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** Apollo Server's wording and codes, which clients were built against (decision D-127). */
export const badRequest = (message: string, status = 400, headers?: Record<string, string>) =>
  new RequestError(status, message, 'BAD_REQUEST', headers);
