import type { Request, RequestHandler, Response } from 'express';

/** Who may read the SDL; everyone when not given (outside production). */
export type StaffGate = (req: Request, res: Response) => Promise<boolean>;

export const SCHEMA_PATH = '/schema.graphql';

/**
 * GET /schema.graphql: the printed schema the gateway serves, so another internal tool can generate its types
 * (docs/other-tools.md). In production only internal provider staff, like introspection (decision D-61).
 */
export function schemaRoute(sdl: string, gate?: StaffGate): RequestHandler {
  const send = (res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(sdl);
  };
  return (req, res, next) => {
    if (!gate) return send(res);
    gate(req, res).then((allowed) => {
      if (allowed) send(res);
      else res.status(403).type('text/plain').send('The schema is available to signed-in provider staff only.');
    }, next);
  };
}
