import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { recordOf } from './requestRecord';

/** Notes the operation Apollo resolved and the codes of the errors it sends, on the request's record. */
export const opsPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operationName }) {
        const record = recordOf(contextValue);
        if (record && operationName) record.operation ??= operationName.slice(0, 64);
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
