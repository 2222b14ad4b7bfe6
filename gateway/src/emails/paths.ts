import { redirectLocalPart, type RedirectPair } from '@portal/rules';
import type { EmailRedirectObject } from './redirect';

/** The path parameters of API-013..015; {redirect} is the local part (decision D-30). */
export function redirectParams(
  agent: { associateId: string },
  redirect: Pick<EmailRedirectObject, 'domainName' | 'redirectAddress'>,
) {
  return {
    agentId: agent.associateId,
    domain: redirect.domainName,
    redirect: redirectLocalPart(redirect.redirectAddress),
  };
}

/** A pair in the upstream's field names (API-011..013 bodies). */
export const restPair = (pair: RedirectPair) => ({ redirect_address: pair.redirectAddress, real_address: pair.realAddress });
