import { MESSAGES } from '@portal/rules';
import { emailCalls } from '@portal/rules/contract';
import type { TestEmailRedirectInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { redirectParams } from './paths';
import { ownedRedirect, refuseCancelled } from './target';

/** API-015, EMAIL-006: POST …/emails/{redirect}/test/. A 2xx means the test mail went out. ERR-011 when it fails. */
export async function testEmailRedirect(ctx: GatewayContext, input: TestEmailRedirectInput) {
  const failure = MESSAGES.emailTest;
  const { agent, domain, redirect } = await ownedRedirect(ctx, input.id, failure);
  refuseCancelled(domain);
  const answer = await ctx.rest.call(emailCalls.sendTest, { path: redirectParams(agent, redirect), failure });
  return { sent: answer.sent, emailRedirect: redirect, agent };
}
