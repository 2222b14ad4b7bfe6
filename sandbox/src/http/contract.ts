import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { RestCall } from '@portal/rules/contract';
import { badRequest, type FieldErrorBody } from './errors';
import { FIELD_MESSAGES } from './validation';

type Issue = z.core.$ZodIssue;

/** DRF's text for a zod issue, so a contract violation reads like the provider's own 400. */
function drfMessage(issue: Issue, input: unknown): string {
  if ((input === undefined || input === null) && issue.code !== 'custom') return FIELD_MESSAGES.required;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'string') return FIELD_MESSAGES.string;
      if (issue.expected === 'boolean') return FIELD_MESSAGES.boolean;
      if (issue.expected === 'number' || issue.expected === 'int') return 'A valid number is required.';
      if (issue.expected === 'array') return FIELD_MESSAGES.list(input);
      if (issue.expected === 'object') return `Invalid data. Expected a dictionary, but got ${typeof input}.`;
      return 'Invalid value.';
    case 'invalid_value':
      return FIELD_MESSAGES.choice(input);
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? FIELD_MESSAGES.blank : issue.message;
    default:
      return issue.message;
  }
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    body,
  );
}

/** DRF's 400 body for a failed parse: messages per field, nested fields joined by dots. */
function drfErrors(error: z.ZodError, body: unknown): FieldErrorBody {
  const fields: FieldErrorBody = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (fields[field] ??= []).push(drfMessage(issue, valueAt(body, issue.path)));
  }
  return fields;
}

/** The request body checked against the call's contract; a DRF 400 listing every problem when it does not fit. */
export function readBody<C extends RestCall>(req: Request, call: C): z.output<NonNullable<C['body']>> {
  if (!call.body) throw new Error(`${call.api} takes no body`);
  const body: unknown = req.body ?? {};
  const parsed = call.body.safeParse(body);
  if (!parsed.success) throw badRequest(drfErrors(parsed.error, body));
  return parsed.data as z.output<NonNullable<C['body']>>;
}

/**
 * Answers with the call's contract shape. An answer that does not fit is the sandbox's own bug: it throws, and the
 * error handler answers 500, so a contract test finds it.
 */
export function reply<C extends RestCall>(res: Response, call: C, value: z.input<C['answer']>, status = 200): void {
  const answer = call.answer.parse(value);
  if (call.format === 'text') res.status(status).type('text/plain').send(answer);
  else if (answer === null) res.status(status === 200 ? 204 : status).end();
  else res.status(status).json(answer);
}
