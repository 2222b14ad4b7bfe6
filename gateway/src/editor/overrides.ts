import type { EditorOverrideStatus } from '@portal/rules';
import { toDate } from '../shell/dates';

type Raw = Record<string, unknown>;

export interface ContentOverrideObject {
  id: string;
  overrideId: number;
  type: string;
  value: string;
  status: EditorOverrideStatus;
  key: string;
  subkey: string;
  pageKey: string;
  allowedTerms: string[];
  description: string;
  overrideType: string;
  branch: string;
  version: string;
  time: Date | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** EDITOR-006: one override of API-049/050 (unknown statuses are dropped by the caller). */
export function toOverride(raw: Raw, domainName: string): ContentOverrideObject | null {
  const status = raw.status;
  if (status !== 'pending' && status !== 'approved') return null;
  const overrideId = typeof raw.id === 'number' ? raw.id : Number(raw.id) || 0;
  return {
    id: Buffer.from(`ContentOverride:${domainName}/${overrideId}`, 'utf8').toString('base64'),
    overrideId,
    type: text(raw.type),
    value: text(raw.value),
    status,
    key: text(raw.key),
    subkey: text(raw.subkey),
    pageKey: text(raw.page_key),
    allowedTerms: Array.isArray(raw.allowed_terms)
      ? raw.allowed_terms.filter((t): t is string => typeof t === 'string')
      : [],
    description: text(raw.description),
    overrideType: text(raw.override_type),
    branch: text(raw.branch),
    version: text(raw.version),
    time: toDate(raw.time),
  };
}

export function toOverrides(raw: unknown, domainName: string): ContentOverrideObject[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((o): o is Raw => !!o && typeof o === 'object')
    .map((o) => toOverride(o, domainName))
    .filter((o): o is ContentOverrideObject => o !== null);
}
