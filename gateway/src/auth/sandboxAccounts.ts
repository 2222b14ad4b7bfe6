import { MESSAGES } from '@portal/rules';
import { authCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';

/** The embedded sandbox's demo accounts for the login page; a real upstream has none, so nothing is asked. */
export async function loadSandboxAccounts(ctx: GatewayContext) {
  if (!ctx.sandboxMode) return [];
  const list = await ctx.rest.call(authCalls.sandboxAccounts, { failure: MESSAGES.generic });
  return list.map((a) => ({ username: a.username, password: a.password, label: a.label, userType: a.user_type }));
}
