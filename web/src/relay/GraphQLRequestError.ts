import type { ErrorCode } from '@portal/rules';

export interface GraphQLErrorPayload {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string[]> };
}

/** A failed GraphQL request: what the route error boundaries and forms receive. */
export class GraphQLRequestError extends Error {
  readonly code: ErrorCode | string | null;
  readonly messages: string[];
  readonly fields: Record<string, string[]>;

  constructor(errors: readonly GraphQLErrorPayload[]) {
    const messages = errors.map((e) => e.message).filter(Boolean);
    super(messages.join(' '));
    this.name = 'GraphQLRequestError';
    this.messages = messages;
    this.code = errors.find((e) => e.extensions?.code)?.extensions?.code ?? null;
    this.fields = Object.assign({}, ...errors.map((e) => e.extensions?.fields ?? {}));
  }
}

export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof GraphQLRequestError && error.code === code;
}
