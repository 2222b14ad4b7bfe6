import express, { type Request } from 'express';
import { badRequest } from './errors';

export const jsonBody = express.json({ limit: '1mb' });

/** The request's JSON object body; DRF's answer when it is something else. */
export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const got = Array.isArray(body) ? 'list' : typeof body;
    throw badRequest({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] });
  }
  return body as Record<string, unknown>;
}
