import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { logUnexpectedError } from './failureLog';
import type { Logger } from './logger';
import { recordOf } from './requestRecord';

/**
 * Notes the operation Apollo resolved and the codes of the errors it sends on the request's record, and logs the
 * errors the client only sees as INTERNAL_SERVER_ERROR (those whose code is not a client code) with the request's id.
 */
export function opsPlugin(logger: Logger, isClientCode: (code: unknown) => boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operationName }) {
          const record = recordOf(contextValue);
          if (record && operationName) record.operation ??= operationName.slice(0, 64);
        },
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) {
            if (!isClientCode(error.extensions?.code)) logUnexpectedError(logger, recordOf(contextValue)?.id, error);
          }
        },
        async willSendResponse({ contextValue, response }) {
          const record = recordOf(contextValue);
          if (!record || response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? []) {
            const code = error.extensions?.code;
            record.errorCodes.push(typeof code === 'string' ? code : 'UNKNOWN');
          }
        },
      };
    },
  };
}
