import type { RequestHandler, Router } from 'express';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Registers a path's handlers by method; other methods get DRF's 405. */
export function route(router: Router, path: string, handlers: Partial<Record<Method, RequestHandler>>): void {
  const r = router.route(path);
  const allowed = Object.keys(handlers) as Method[];
  for (const method of allowed) {
    const handler = handlers[method];
    if (!handler) continue;
    if (method === 'GET') r.get(handler);
    else if (method === 'POST') r.post(handler);
    else if (method === 'PUT') r.put(handler);
    else if (method === 'PATCH') r.patch(handler);
    else r.delete(handler);
  }
  r.all((req, res) => {
    res.set('Allow', [...allowed, 'OPTIONS'].join(', '));
    if (req.method === 'OPTIONS') res.status(200).end();
    else res.status(405).json({ detail: `Method "${req.method}" not allowed.` });
  });
}
