import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';

export const MAX_DEPTH = 12;
export const MAX_ALIASES = 15;
/** Longest full (non-persisted) document accepted, in characters. */
export const MAX_DOCUMENT_LENGTH = 20_000;
export const JSON_BODY_LIMIT = '256kb';

/**
 * graphql-armor throws its own GraphQLError (prefixed "Syntax Error:") from the CommonJS graphql build; reporting a
 * plain validation error from this realm instead keeps the usual GRAPHQL_VALIDATION_FAILED answer.
 */
function report(context: ValidationContext | null, error: { message: string }): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error:\s*/, '')));
}

export const validationRules: ValidationRule[] = [
  maxDepthRule({ n: MAX_DEPTH, propagateOnRejection: false, onReject: [report] }) as unknown as ValidationRule,
  maxAliasesRule({ n: MAX_ALIASES, propagateOnRejection: false, onReject: [report] }) as unknown as ValidationRule,
];
