import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DocumentNode, GraphQLError, GraphQLFormattedError, OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../../context';
import type { RequestRecord } from '../../ops/requestRecord';

/** One GraphQL request as the pipeline's plugins see it, once its operation is known. */
export interface OperationRequest {
  req: IncomingMessage;
  res: ServerResponse;
  record: RequestRecord | undefined;
  /** The persisted id it was sent as, or undefined for a full document. */
  docId: string | undefined;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** The document asks for `__schema` or `__type`. */
  introspection: boolean;
  variables: Record<string, unknown> | undefined;
  context: GatewayContext;
}

/** What was sent back for a request, for the plugins that record it. */
interface SentAnswer {
  status: number;
  errors: readonly GraphQLFormattedError[] | undefined;
}

/**
 * The pipeline's extension points, named and ordered like Apollo Server's request lifecycle hooks (decision D-127),
 * so a rule written for Apollo moves here unchanged in spirit. Every hook is optional; a hook that returns nothing
 * costs the request no promise.
 */
export interface PipelinePlugin {
  /** The operation is resolved and its context built, nothing has run: a thrown GraphQLError refuses it. */
  didResolveOperation?(request: OperationRequest): void | Promise<void>;
  /** Execution produced these errors (before they are formatted for the client). */
  didEncounterErrors?(request: OperationRequest, errors: readonly GraphQLError[]): void;
  /** The answer is about to be written. */
  willSendResponse?(request: OperationRequest, answer: SentAnswer): void;
}
