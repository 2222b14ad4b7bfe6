import { z } from 'zod';
import { noContent, requiredText, restCall } from './call';

// Email redirects (API-010..015, decisions D-30, D-31).

export const redirectPairBody = z.object({
  redirect_address: requiredText,
  real_address: requiredText,
});

export const emailRedirect = z.object({
  domain_name: z.string().min(1),
  redirect_address: z.string().min(1),
  real_address: z.string(),
});
export type EmailRedirectRecord = z.infer<typeof emailRedirect>;

const DOMAIN_EMAILS = 'api/agents/{agentId}/domains/{domain}/emails/';
const REDIRECT = `${DOMAIN_EMAILS}{redirect}/`;

export const emailCalls = {
  list: restCall({ api: 'API-010', method: 'GET', path: 'api/agents/{agentId}/emails/', answer: z.array(emailRedirect) }),
  add: restCall({
    api: 'API-011',
    method: 'POST',
    path: DOMAIN_EMAILS,
    body: redirectPairBody,
    answer: emailRedirect,
    status: 201,
  }),
  /** The same path with a list body: all or none; a 400 answers one error object per item (DRF many=True). */
  populate: restCall({
    api: 'API-012',
    method: 'POST',
    path: DOMAIN_EMAILS,
    body: z.array(redirectPairBody),
    answer: z.array(emailRedirect),
    status: 201,
  }),
  update: restCall({ api: 'API-013', method: 'PUT', path: REDIRECT, body: redirectPairBody, answer: emailRedirect }),
  remove: restCall({ api: 'API-014', method: 'DELETE', path: REDIRECT, answer: noContent, status: 204 }),
  sendTest: restCall({
    api: 'API-015',
    method: 'POST',
    path: `${REDIRECT}test/`,
    answer: z.object({ sent: z.boolean() }),
  }),
};
