import type { AnswerOf, RestCall } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { ContractCallOptions, UpstreamResponse } from '../rest/client';
import { upstreamError, upstreamFailure } from '../rest/errors';

/**
 * The answer of a call whose row says which status it expects (API-023..027, 030, 035: the contract's `status`, else
 * 200): any other answer is the call's failure, a different 2xx included, and the expected one must fit the contract.
 */
export function answerWithStatus<C extends RestCall>(
  ctx: GatewayContext,
  call: C,
  response: UpstreamResponse,
  failure: string,
): AnswerOf<C> {
  if (response.status === (call.status ?? 200)) return ctx.rest.answerOf(call, response, failure);
  if (response.status >= 200 && response.status < 300) throw upstreamFailure(failure);
  throw upstreamError({ kind: 'status', status: response.status, body: response.body }, failure);
}

export async function callExpectingStatus<C extends RestCall>(
  ctx: GatewayContext,
  call: C,
  options: ContractCallOptions<C>,
): Promise<AnswerOf<C>> {
  return answerWithStatus(ctx, call, await ctx.rest.callRaw(call, options), options.failure);
}
