import type { ViewerLoader } from './auth/viewer';
import type { RestClient } from './rest/client';

/** Everything a resolver may use; built fresh for every GraphQL request (the gateway keeps no session state). */
export interface GatewayContext {
  rest: RestClient;
  viewer: ViewerLoader;
  /** The upstream is the embedded sandbox, so sandbox-only calls exist. */
  sandboxMode: boolean;
}
