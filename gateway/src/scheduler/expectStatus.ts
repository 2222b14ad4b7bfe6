import type { GatewayContext } from '../context';
import type { CallOptions } from '../rest/client';
import { upstreamError, upstreamFailure } from '../rest/errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call whose success status the spec gives (API-023..027, 030, 035): any other answer is the call's failure, a
 * different 2xx included.
 */
export async function expectStatus<T = unknown>(
  ctx: GatewayContext,
  method: Method,
  path: string,
  status: number,
  options: CallOptions,
): Promise<T> {
  const response = method === 'GET' ? await ctx.rest.getRaw(path, options) : await ctx.rest.sendRaw(method, path, options);
  if (response.status === status) return response.body as T;
  if (response.status >= 200 && response.status < 300) throw upstreamFailure(options.failure);
  throw upstreamError({ kind: 'status', status: response.status, body: response.body }, options.failure);
}
