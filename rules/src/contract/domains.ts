import { z } from 'zod';
import { PRODUCT_TYPES } from '../domains';
import { isoDateTime, maybe, noContent, restCall } from './call';

// Domains (API-036..044, DOM-003, decisions D-17, D-70).

export const domainProductType = z.enum(PRODUCT_TYPES);

/** A domain as API-036, API-037 and API-039 answer it (DOM-003). */
export const domainRecord = z.object({
  pk: z.number().int(),
  domain_name: z.string().min(1),
  product_type: domainProductType,
  is_cancelled: z.boolean(),
  active: z.boolean(),
  /** The domain's routes; an upstream may leave them out, and then API-041 gives them (decision D-70). */
  content: maybe(z.array(z.string())),
});
export type DomainRecordBody = z.output<typeof domainRecord>;

// The bodies take the fields' JSON types only: which values are allowed is the shared rules' business, so the
// sandbox answers their texts (VALID-023/024, VALID-028/029, DOM-006) rather than a generic choice error.

/** API-037. */
export const typeChangeBody = z.object({ product_type: z.string().min(1) });
export type TypeChangeBody = z.output<typeof typeChangeBody>;

/** API-039: a purchase (is_transfer false, auth_code null) or a transfer. */
export const domainOrderBody = z.object({
  name: z.string(),
  product_type: z.string(),
  is_transfer: z.boolean().default(false),
  auth_code: maybe(z.string()),
});
export type DomainOrderBody = z.output<typeof domainOrderBody>;

/** API-044. */
export const moveBody = z.object({
  target_alias: z.string(),
  target_product_type: z.string(),
  remove_redirects: z.boolean().default(false),
});
export type MoveBody = z.output<typeof moveBody>;

/** Whois data is often redacted or partial, so everything but the name and the two lists may be missing. */
export const whoisRecord = z.object({
  domain_name: z.string().min(1),
  registrar: maybe(z.string()),
  created: maybe(isoDateTime),
  expires: maybe(isoDateTime),
  updated: maybe(isoDateTime),
  status: z.array(z.string()),
  name_servers: z.array(z.string()),
  registrant: maybe(
    z.object({
      name: maybe(z.string()),
      organization: maybe(z.string()),
      email: maybe(z.string()),
      country: maybe(z.string()),
    }),
  ),
});

export const renderAttempt = z.object({ render_time: isoDateTime, success: z.boolean() });

/** One render of the full history (ADMIN-056, 001 §3): what started it, the content's schema errors, the answer. */
export const renderRecord = renderAttempt.extend({
  trigger: z.string(),
  schema_errors: z.array(z.string()),
  /** The render service's answer, any JSON. */
  response: z.unknown(),
});

export const movableDomain = z.object({
  name: z.string().min(1),
  active: z.boolean(),
  can_move: z.boolean(),
  product_type: domainProductType,
});

const AGENT_DOMAINS = 'api/agents/{agentId}/domains/';
const DOMAIN = `${AGENT_DOMAINS}{domain}/`;

export const domainCalls = {
  list: restCall({ api: 'API-036', method: 'GET', path: AGENT_DOMAINS, answer: z.array(domainRecord) }),
  changeType: restCall({ api: 'API-037', method: 'PUT', path: DOMAIN, body: typeChangeBody, answer: domainRecord }),
  cancel: restCall({ api: 'API-038', method: 'DELETE', path: DOMAIN, answer: noContent, status: 204 }),
  order: restCall({
    api: 'API-039',
    method: 'POST',
    path: AGENT_DOMAINS,
    body: domainOrderBody,
    answer: domainRecord,
    status: 201,
  }),
  whois: restCall({ api: 'API-040', method: 'GET', path: `${DOMAIN}whois/`, answer: whoisRecord }),
  content: restCall({
    api: 'API-041',
    method: 'GET',
    path: `${DOMAIN}content/`,
    answer: z.object({ routes: z.array(z.string()) }),
  }),
  renderAttempts: restCall({
    api: 'API-042',
    method: 'GET',
    path: `${DOMAIN}render_attempts/recent/`,
    answer: z.object({ last_failed_render: maybe(renderAttempt), last_successful_render: maybe(renderAttempt) }),
  }),
  /** The full render history of a domain, newest first (ADMIN-056; the path beside API-042's recent/ is assumed). */
  renderHistory: restCall({
    api: 'API-042',
    method: 'GET',
    path: `${DOMAIN}render_attempts/`,
    answer: z.array(renderRecord),
  }),
  /** Registered before `{domain}/` by the sandbox, so that "movables" is not taken for a domain name. */
  movables: restCall({
    api: 'API-043',
    method: 'GET',
    path: `${AGENT_DOMAINS}movables/`,
    answer: z.array(movableDomain),
  }),
  move: restCall({
    api: 'API-044',
    method: 'PUT',
    path: `${DOMAIN}move/`,
    body: moveBody,
    answer: z.object({
      domain_name: z.string().min(1),
      target_agent: z.string().min(1),
      product_type: domainProductType,
    }),
  }),
};
