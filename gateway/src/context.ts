import type { LoginAttempts } from './session/throttle/loginThrottle';
import type { ViewerLoader } from './session/viewer';
import type { RestClient } from './rest/client';
import type { Backend } from './lib/backends';
import type { ComplianceCheckMemory } from './lib/complianceCheckMemory';

/** How this gateway runs and which backend this request's REST calls go to (SHELL-007..010). */
interface PortalSettings {
  devMode: boolean;
  production: boolean;
  backend: Backend;
  backends: Backend[];
}

/** Everything a resolver may use; built fresh for every GraphQL request (the gateway keeps no session state). */
export interface GatewayContext {
  rest: RestClient;
  viewer: ViewerLoader;
  /** The upstream is the embedded sandbox, so sandbox-only calls exist. */
  sandboxMode: boolean;
  portal: PortalSettings;
  /** The gateway instance's login throttle, bound to this request's client address (D-150, D-151); createApp adds it. */
  loginThrottle: LoginAttempts;
  /** The approval queue's verdicts this gateway instance keeps between requests (D-172). */
  queueVerdicts: ComplianceCheckMemory;
}
