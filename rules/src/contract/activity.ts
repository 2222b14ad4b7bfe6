import { z } from 'zod';
import { isoDateTime, maybe, restCall } from './call';

// Domain Activity (API-107, decision D-90).

/** A service update (001 §3). `domain` is the domain it concerns, null for an account-wide update (D-90). */
export const serviceUpdate = z.object({
  id: z.number().int(),
  domain: maybe(z.string()),
  updated_by: maybe(z.string()),
  ip: maybe(z.string()),
  created: isoDateTime,
  stored_description: maybe(z.string()),
  description: maybe(z.string()),
  service_type: maybe(z.string()),
  end_created: maybe(isoDateTime),
  end_updated_by: maybe(z.string()),
  end_description: maybe(z.string()),
  end_ip: maybe(z.string()),
});
export type ServiceUpdateBody = z.output<typeof serviceUpdate>;

export const activityCalls = {
  serviceUpdates: restCall({
    api: 'API-107',
    method: 'GET',
    path: 'api/agents/{agentId}/service_updates/',
    answer: z.array(serviceUpdate),
  }),
};
