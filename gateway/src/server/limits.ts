import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';

/**
 * The numbers of decision D-61. Every limit counts introspection fields too. The web client's persisted documents
 * reach depth 7, cost 82 and 146 tokens; graphql-js's own introspection query (GraphiQL's) reaches depth 15, cost
 * 321 and 163 tokens; both are checked by tests/gateway/limits.test.ts.
 */
export const MAX_DEPTH = 15;
export const MAX_ALIASES = 15;
/** graphql-armor's cost with depthCostFactor 1: about two points per object field and one per scalar. */
export const MAX_COST = 600;
export const MAX_TOKENS = 1_000;
/** `__schema` selections per operation: its type list is the one introspection answer that grows with the schema. */
const MAX_SCHEMA_SELECTIONS = 1;
/** Longest full (non-persisted) document accepted, in characters. */
export const MAX_DOCUMENT_LENGTH = 20_000;
/** Largest answer sent, in bytes of JSON; a larger one is replaced by a RESPONSE_TOO_LARGE error. */
export const MAX_RESPONSE_BYTES = 1_000_000;
/** Largest JSON request body, in bytes (256 kB). */
export const JSON_BODY_LIMIT = 256 * 1024;

/**
 * graphql-armor throws its own GraphQLError (prefixed "Syntax Error:") from the CommonJS graphql build; reporting a
 * plain validation error from this realm instead keeps the usual GRAPHQL_VALIDATION_FAILED answer.
 */
function report(context: ValidationContext | null, error: { message: string }): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error:\s*/, '')));
}

/**
 * At most MAX_SCHEMA_SELECTIONS `__schema` fields per operation, fragments included (each spread counts once per
 * use): fifteen aliased `__schema { types { … } }` made a 6 MB answer from a 1 kB document (issue #8).
 */
function schemaSelectionsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const seen = new Set<string>();
      const count = (node: { selectionSet?: SelectionSetNode }): number => {
        let n = 0;
        for (const child of node.selectionSet?.selections ?? []) {
          if (child.kind === Kind.FIELD) {
            n += (child.name.value === '__schema' ? 1 : 0) + count(child);
          } else if (child.kind === Kind.INLINE_FRAGMENT) {
            n += count(child);
          } else {
            const fragment = context.getFragment(child.name.value);
            // A fragment cycle is reported by NoFragmentCyclesRule; count each fragment once per path.
            if (!fragment || seen.has(fragment.name.value)) continue;
            seen.add(fragment.name.value);
            n += count(fragment);
            seen.delete(fragment.name.value);
          }
        }
        return n;
      };
      const found = count(operation);
      if (found > MAX_SCHEMA_SELECTIONS) {
        context.reportError(
          new GraphQLError(`Introspection limit of ${MAX_SCHEMA_SELECTIONS} __schema selection exceeded, found ${found}.`, {
            nodes: [operation],
          }),
        );
      }
    },
  };
}

const armor = { propagateOnRejection: false, onReject: [report] };

export const validationRules: ValidationRule[] = [
  maxDepthRule({ n: MAX_DEPTH, ignoreIntrospection: false, flattenFragments: true, ...armor }) as unknown as ValidationRule,
  maxAliasesRule({ n: MAX_ALIASES, ...armor }) as unknown as ValidationRule,
  costLimitRule({
    maxCost: MAX_COST,
    depthCostFactor: 1,
    ignoreIntrospection: false,
    flattenFragments: true,
    ...armor,
  }) as unknown as ValidationRule,
  schemaSelectionsRule,
];
