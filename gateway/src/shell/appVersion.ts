import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';

/** API-001: the deployed web client's version string. */
export async function loadAppVersion(ctx: GatewayContext): Promise<string> {
  const text = await ctx.rest.getText('version.txt', { failure: MESSAGES.generic });
  return text.trim();
}
