import type { ContentOverrideRecord } from '@portal/rules/contract';
import type { ContentOverride } from '../__generated__/resolvers';

/** EDITOR-006: one override of API-049/050 with its 12 fields and the upstream id. */
export function toOverride(raw: ContentOverrideRecord, domainName: string): ContentOverride {
  return {
    id: Buffer.from(`ContentOverride:${domainName}/${raw.id}`, 'utf8').toString('base64'),
    overrideId: raw.id,
    type: raw.type,
    value: raw.value,
    status: raw.status,
    key: raw.key,
    subkey: raw.subkey,
    pageKey: raw.page_key,
    allowedTerms: raw.allowed_terms,
    description: raw.description,
    overrideType: raw.override_type,
    branch: raw.branch,
    version: raw.version,
    time: new Date(raw.time),
  };
}
