import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { redirectPath } from './paths';
import { redirectLocalPartOf } from './redirect';
import { ownedRedirect, refuseCancelled } from './target';

export interface TestEmailRedirectInput {
  id: string;
}

/** API-015, EMAIL-006: POST …/emails/{redirect}/test/. A 2xx means the test mail went out. ERR-011 when it fails. */
export async function testEmailRedirect(ctx: GatewayContext, input: TestEmailRedirectInput) {
  const failure = MESSAGES.emailTest;
  const { agent, domain, redirect } = await ownedRedirect(ctx, input.id, failure);
  refuseCancelled(domain);
  const answer = await ctx.rest.post<{ sent?: unknown } | null>(
    `${redirectPath(agent.associateId, domain.domainName, redirectLocalPartOf(redirect))}test/`,
    { failure },
  );
  return { sent: typeof answer?.sent === 'boolean' ? answer.sent : true, emailRedirect: redirect, agent };
}
