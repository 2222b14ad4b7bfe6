import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import type { FormattedExecutionResult } from 'graphql';
import { badRequest } from './requestError';

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
const OFFERED = [JSON_TYPE, GRAPHQL_RESPONSE_TYPE];

/** Bytes from which a GraphQL answer is compressed (D-111). */
export const COMPRESSION_THRESHOLD = 1024;

/** Connect-style middleware on Node's own request and response (compression is one). */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The answer's content type, from what the client accepts (JSON when it says nothing). The web client sends no
 * Accept header worth negotiating, so the common cases skip the negotiator.
 */
export function answerTypeFor(headers: IncomingHttpHeaders): string | null {
  const accept = headers.accept;
  if (accept === undefined || accept === '' || accept === '*/*' || accept === 'application/json') return JSON_TYPE;
  return new Negotiator({ headers: { accept } }).mediaType(OFFERED) ?? null;
}

/** A client whose Accept header allows neither JSON type gets this before anything runs. */
export const notAcceptable = () =>
  badRequest(
    `An 'accept' header was provided for this request which does not accept ${JSON_TYPE} or ${GRAPHQL_RESPONSE_TYPE}`,
    406,
  );

export interface AnswerWriter {
  /** Writes a GraphQL answer: its status, type and JSON (capped by the size ceiling), compressed from 1 kB. */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: { status: number; headers?: Readonly<Record<string, string>>; body: FormattedExecutionResult; type: string | null },
  ): void;
}

export function answerWriter(stringify: (value: FormattedExecutionResult) => string, compress: NodeMiddleware): AnswerWriter {
  return {
    send(req, res, { status, headers, body, type }) {
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
      res.setHeader('content-type', type ?? JSON_TYPE);
      // Field order as graphql-js and Apollo write it: errors, data, extensions.
      const text = stringify({ errors: body.errors, data: body.data, extensions: body.extensions });
      if (Buffer.byteLength(text) < COMPRESSION_THRESHOLD) {
        // What the compression middleware would add, without its hooks: the answer depends on Accept-Encoding.
        res.setHeader('vary', 'Accept-Encoding');
        res.end(text);
      } else {
        compress(req, res, () => res.end(text));
      }
    },
  };
}
