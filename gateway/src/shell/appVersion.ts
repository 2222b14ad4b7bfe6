import { MESSAGES } from '@portal/rules';
import { shellCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';

/** API-001: the deployed web client's version string. */
export async function loadAppVersion(ctx: GatewayContext): Promise<string> {
  const text = await ctx.rest.call(shellCalls.version, { failure: MESSAGES.generic });
  return text.trim();
}
