import { z } from 'zod';
import { PRODUCT_TYPES } from '../domains';
import { EDITOR_OVERRIDE_STATUSES } from '../editorOverrides';
import { QUEUE_DECISIONS, QUEUE_REASON_MAX, QUEUE_TEXTS } from '../queue';
import { isoDateTime, isoDay, maybe, restCall } from './call';

// The corporate overview's calls (decisions D-46, D-47; the spec has none, so `api` names the OVERVIEW row) and the
// corporate employee's record (API-067).

const count = z.number().int().min(0);
/** The range as the stats calls take it, "YYYY-MM-DDTHH:mm:ss" (decision D-15). */
const rangeBound = isoDateTime;

const agentRow = { associate_id: z.string().min(1), agent_name: z.string() };

const traffic = {
  visits: count,
  page_views: count,
  phone_clicks: count,
  contact_forms_sent: count,
  quote_starts: count,
};

/**
 * A pending override of the approval queue; approving answers it with status approved (D-47). Issue #25 (decision
 * D-170): its allowed terms (the compliance check's exemptions) and what it replaces, `live_value`: the field's
 * approved value, else the section's default from the domain's config (`live_source`).
 */
export const overviewQueueItem = z.object({
  id: z.number().int().positive(),
  status: z.enum(EDITOR_OVERRIDE_STATUSES),
  ...agentRow,
  domain_name: z.string(),
  type: z.string(),
  key: z.string(),
  subkey: z.string(),
  page_key: z.string(),
  value: z.string(),
  description: z.string(),
  branch: z.string(),
  version: z.string(),
  time: isoDateTime,
  created_by: z.string(),
  allowed_terms: z.array(z.string()),
  live_value: z.string(),
  live_source: z.enum(['approved', 'default']),
});

/**
 * One decision of the approval queue as the provider keeps it (issue #25, decision D-170): the change as it was
 * decided, who submitted it and when, who decided and when, and a rejection's reason (null: none given).
 */
export const queueDecisionRecord = z.object({
  id: z.number().int().positive(),
  override_id: z.number().int().positive(),
  decision: z.enum(QUEUE_DECISIONS),
  reason: maybe(z.string()),
  decided_by: z.string(),
  decided_at: isoDateTime,
  ...agentRow,
  domain_name: z.string(),
  type: z.string(),
  key: z.string(),
  subkey: z.string(),
  page_key: z.string(),
  value: z.string(),
  submitted_by: z.string(),
  submitted_at: isoDateTime,
});

/** The reject call's body: an optional reason for the agent, at most QUEUE_REASON_MAX characters (D-170). */
export const queueRejectBody = z.object({ reason: maybe(z.string().max(QUEUE_REASON_MAX, QUEUE_TEXTS.reasonTooLong)) });

const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const corporateUserRecord = z.object({
  employee_id: z.string().min(1),
  username: z.string(),
  email: maybe(z.string()),
  /** Names this portal does not know are dropped by the reader (AUTH-017). */
  corporate_permissions: z.array(z.string()),
});

const QUEUE_ITEM = 'api/overview/queue/{id}/';

export const overviewCalls = {
  /** The landing's headline numbers, one card per page the user may open. */
  summary: restCall({
    api: 'OVERVIEW-001',
    method: 'GET',
    path: 'api/overview/summary/',
    answer: z.object({
      agents: count,
      cards: z.array(z.object({ key: z.string(), value: count, label: z.string() })),
    }),
  }),
  /** Query start, end. Every agent, by associate_id. */
  callTracking: restCall({
    api: 'OVERVIEW-002',
    method: 'GET',
    path: 'api/overview/calltracking/',
    answer: z.object({
      start: rangeBound,
      end: rangeBound,
      accounts: count,
      call_count: count,
      results: z.array(
        z.object({
          ...agentRow,
          has_account: z.boolean(),
          /** null without an account. */
          pool_size: maybe(count),
          area_code: maybe(z.string()),
          call_count: count,
          answered: count,
          missed: count,
          voicemail: count,
        }),
      ),
    }),
  }),
  /** Query start, end. */
  qlp: restCall({
    api: 'OVERVIEW-009',
    method: 'GET',
    path: 'api/overview/qlp/',
    answer: z.object({
      start: rangeBound,
      end: rangeBound,
      count,
      qlp_views: count,
      overview_data: z.object({ agents: count, domains: count, qlp_views: count, quote_starts: count }),
      chart_data: z.array(z.object({ date: isoDay, qlp_views: count })),
      results: z.array(z.object({ ...agentRow, domain_name: z.string(), qlp_views: count, quote_starts: count })),
    }),
  }),
  queue: restCall({ api: 'OVERVIEW-010', method: 'GET', path: 'api/overview/queue/', answer: z.array(overviewQueueItem) }),
  /** The pending override goes live; the provider keeps the decision (D-170). */
  approve: restCall({ api: 'OVERVIEW-010', method: 'POST', path: `${QUEUE_ITEM}approve/`, answer: overviewQueueItem }),
  /** The pending override is deleted; the provider keeps the decision with its reason (D-170). */
  reject: restCall({
    api: 'OVERVIEW-010',
    method: 'POST',
    path: `${QUEUE_ITEM}reject/`,
    body: queueRejectBody,
    answer: queueDecisionRecord,
  }),
  /**
   * Query domain_name (optional for reviewers, required for anyone else). The decisions, newest first: every domain's
   * for reviewers (queue permission, provider staff), one domain's for whoever may open its editor (D-170).
   */
  decisions: restCall({
    api: 'OVERVIEW-010',
    method: 'GET',
    path: 'api/overview/queue/decisions/',
    answer: z.array(queueDecisionRecord),
  }),
  /** Query start, end. The non-cancelled m1 and m2 domains. */
  m1Stats: restCall({
    api: 'OVERVIEW-005',
    method: 'GET',
    path: 'api/overview/m1stats/',
    answer: z.object({
      start: rangeBound,
      end: rangeBound,
      totals: z.object({ domains: count, ...traffic }),
      results: z.array(
        z.object({
          ...agentRow,
          domain_name: z.string(),
          product_type: z.enum(PRODUCT_TYPES),
          active: z.boolean(),
          ...traffic,
        }),
      ),
    }),
  }),
  participation: restCall({
    api: 'OVERVIEW-006',
    method: 'GET',
    path: 'api/overview/participation/',
    answer: z.object({
      total_agents: count,
      services: z.array(z.object({ key: z.string(), name: z.string(), agents: count })),
      agents: z.array(
        z.object({ ...agentRow, services: z.array(z.object({ key: z.string(), active: z.boolean() })) }),
      ),
    }),
  }),
  departures: restCall({
    api: 'OVERVIEW-007',
    method: 'GET',
    path: 'api/overview/departures/',
    answer: z.array(
      z.object({
        kind: z.enum(['agent', 'domain']),
        ...agentRow,
        domain_name: maybe(z.string()),
        product_type: maybe(z.enum(PRODUCT_TYPES)),
        /** The agent's last day, or the cancelled domain's last successful render; null when unknown. */
        date: maybe(isoDay),
        reason: z.string(),
      }),
    ),
  }),
  reports: restCall({
    api: 'OVERVIEW-008',
    method: 'GET',
    path: 'api/overview/reports/',
    answer: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        description: z.string(),
        columns: z.array(z.object({ key: z.string(), label: z.string() })),
        /** One object per row: column key → cell. */
        rows: z.array(z.record(z.string(), reportCell)),
      }),
    ),
  }),
  corporateUser: restCall({
    api: 'API-067',
    method: 'GET',
    path: 'api/users/corporate/{employeeId}/',
    answer: corporateUserRecord,
  }),
};
