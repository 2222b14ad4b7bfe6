import type { ErrorRequestHandler, RequestHandler } from 'express';

/** DRF's default texts. */
export const DETAIL = {
  notAuthenticated: 'Authentication credentials were not provided.',
  permissionDenied: 'You do not have permission to perform this action.',
  csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
  notFound: 'Not found.',
  serverError: 'A server error occurred.',
} as const;

export type FieldErrorBody = Record<string, string[]>;

/** Thrown by handlers; the error handler answers it as status + JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(`HTTP ${status}`);
  }
}

export const notAuthenticated = () => new HttpError(403, { detail: DETAIL.notAuthenticated });
export const permissionDenied = () => new HttpError(403, { detail: DETAIL.permissionDenied });
export const notFound = () => new HttpError(404, { detail: DETAIL.notFound });
export const badRequest = (body: FieldErrorBody | { detail: string }) => new HttpError(400, body);

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: DETAIL.notFound });
};

function isBodyParserError(err: unknown): err is { status: number; type: string; message: string } {
  return typeof err === 'object' && err !== null && 'type' in err && 'status' in err;
}

export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json(err.body);
  } else if (isBodyParserError(err) && err.type === 'entity.parse.failed') {
    res.status(400).json({ detail: `JSON parse error - ${err.message}` });
  } else if (isBodyParserError(err) && err.status < 500) {
    res.status(err.status).json({ detail: err.message });
  } else {
    console.error('[sandbox]', err);
    res.status(500).json({ detail: DETAIL.serverError });
  }
};
