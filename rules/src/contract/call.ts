import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the provider's REST API: its method, its path template (`{name}` marks a path parameter), the body it
 * takes and the answer it gives on success. The gateway parses every upstream answer through `answer`; the sandbox
 * validates request bodies with `body` and shapes its answers with `answer`. One definition, two users.
 */
export interface RestCall<
  Answer extends z.ZodType = z.ZodType,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** The FEATURES.md row, e.g. 'API-011'. Several rows may share one call (API-011/012). */
  readonly api: string;
  readonly method: Method;
  /** Relative to the API host, no leading slash, e.g. 'api/agents/{agentId}/emails/'. */
  readonly path: string;
  /** The request body, when the call takes one. */
  readonly body?: Body;
  /** The success answer. `text` calls answer plain text (version.txt), parsed by `answer` as a string. */
  readonly answer: Answer;
  /** `csv`: a text/csv export the gateway streams through unparsed (API-096), never read into memory whole. */
  /** `multipart`: the body is multipart/form-data streamed through (API-058); the answer is JSON. `media`: bytes. */
  readonly format?: 'json' | 'text' | 'csv' | 'multipart' | 'media';
  /** Success statuses other than any 2xx that the call documents (e.g. 201 for a create). Informational. */
  readonly status?: number;
}

export function restCall<Answer extends z.ZodType, Body extends z.ZodType | undefined = undefined>(
  call: RestCall<Answer, Body>,
): RestCall<Answer, Body> {
  return call;
}

/** An empty answer (204 No Content, or an empty 200). */
export const noContent = z.null();

export type AnswerOf<C extends RestCall> = z.output<C['answer']>;
export type BodyOf<C extends RestCall> =
  NonNullable<C['body']> extends z.ZodType ? z.input<NonNullable<C['body']>> : never;

export type PathParams = Record<string, string | number>;

/** The names of a template's `{param}` placeholders. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** The concrete path: each placeholder filled with its value as one URL path segment. */
export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The Express route of a template: '/api/agents/:agentId/emails/'. */
export function expressPath(template: string): string {
  return `/${template.replace(/\{(\w+)\}/g, ':$1')}`;
}

// Building blocks shared by the area contracts.

/** DRF decimals arrive as strings ("147.00"); some upstreams send numbers. Either becomes a string. */
export const decimal = z.union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number().finite().transform(String)]);
/** An ISO 8601 date-time string as DRF writes it. */
export const isoDateTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Not a date-time');
/** A YYYY-MM-DD day. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A DRF CharField: required and not blank once trimmed. */
export const requiredText = z.string().trim().min(1);
/** A nullable field a provider may also leave out. */
export const maybe = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);
