import { commitMutation, type Environment, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { GraphQLRequestError } from './GraphQLRequestError';

/** A Relay mutation as a promise: resolves with the payload, rejects with the GraphQL errors. */
export function mutate<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => (errors?.length ? reject(new GraphQLRequestError(errors)) : resolve(response)),
      onError: reject,
    });
  });
}
