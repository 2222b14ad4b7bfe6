import { z } from 'zod';
import { REGISTRAR_CONTACT_TYPES } from '../registrar';
import { isoDateTime, maybe, restCall } from './call';

// The registrar tab (API-097..100, ADMIN-039..043). The spec gives the field names (001 §3) but not the answers of
// the three writes: each answers the domain's registrar data as it now is (decision D-95).

const DOMAIN = 'api/agents/{agentId}/domains/{domain}/';

/** One registrar contact of a domain (ADMIN-040). */
export const registrarContact = z.object({
  contact_type: z.enum(REGISTRAR_CONTACT_TYPES),
  email: z.string(),
  phone: z.string(),
});

/** A domain's registrar data, in the provider's mixed spelling (001 §3). */
export const registrarRecord = z.object({
  authcode: maybe(z.string()),
  authcodeUpdatedAt: maybe(isoDateTime),
  transfer_allowed: z.boolean(),
  contacts: z.array(registrarContact),
  markedForTransferBy: maybe(z.string()),
  markedForTransferOn: maybe(isoDateTime),
});
export type RegistrarRecordBody = z.output<typeof registrarRecord>;

/** API-098: the same e-mail and phone for each named contact type. The values are the rules' business (VALID-032..034). */
export const registrarContactBody = z.object({
  email: z.string(),
  phone: z.string(),
  contactTypes: z.array(z.string()),
});
export type RegistrarContactBody = z.output<typeof registrarContactBody>;

export const registrarCalls = {
  get: restCall({ api: 'API-097', method: 'GET', path: `${DOMAIN}registrar/`, answer: registrarRecord }),
  updateContact: restCall({
    api: 'API-098',
    method: 'POST',
    path: `${DOMAIN}registrar/`,
    body: registrarContactBody,
    answer: registrarRecord,
  }),
  authcode: restCall({ api: 'API-099', method: 'PUT', path: `${DOMAIN}authcode/`, answer: registrarRecord }),
  toggleTransferMark: restCall({
    api: 'API-100',
    method: 'PUT',
    path: `${DOMAIN}toggle_mark_for_transfer/`,
    answer: registrarRecord,
  }),
};
