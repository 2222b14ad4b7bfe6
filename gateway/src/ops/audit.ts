import type { IncomingMessage } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';
import { canAdminister, ownId, WEB_CLIENT_NAME, type SessionUser } from '@portal/rules';
import type { ViewerState } from '../session/viewer';
import type { Logger } from './logger';
import type { GatewayMetrics } from './metrics';
import type { RequestRecord } from './requestRecord';

/** ok: done; refused: a rule said no (roles, validation, limits, CSRF); failed: the provider or the gateway failed. */
export type AuditOutcome = 'ok' | 'refused' | 'failed';

/** Who acted: never a name or an e-mail beyond the id the user types already use (D-04), never a secret. */
interface AuditActor {
  id: string | null;
  userType: string;
  internal: boolean;
  /** A person in the browser, or another internal tool (its service account, D-117). */
  kind: 'person' | 'tool';
}

export interface AuditEvent {
  /** The mutation's root fields (`addBilling`), or the plain route's action (`uploadImage`). */
  operation: string;
  outcome: AuditOutcome;
  /** The error code when not ok. */
  code?: string;
  actor: AuditActor | null;
  /** The user a provider staff member was viewing as, when the write was made that way. */
  viewedAs?: { userType: string; id: string | null };
  /** Ids the write named (agent, domain, object ids), never free text. */
  targets: Record<string, string>;
}

/** Codes of a refusal by a rule; any other code is a failure. */
const REFUSALS = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'GRAPHQL_VALIDATION_FAILED']);

/** The keys of a write's variables that name what it acts on; everything else (texts, amounts, cards) is left out. */
const TARGET_KEY = /^(agentId|associateId|domainName|domain|alias|id|[a-z]+Id|[a-z]+Ids|ids|username)$/;
const MAX_TARGETS = 12;
const MAX_VALUE = 64;

/** The ids a write names, from its variables (and their `input`), bounded; a value that is not an id is left out. */
export function targetsOf(variables: Record<string, unknown> | undefined): Record<string, string> {
  const targets: Record<string, string> = {};
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || Array.isArray(value) || depth > 2) return;
    for (const [key, entry] of Object.entries(value)) {
      if (Object.keys(targets).length >= MAX_TARGETS) return;
      if (TARGET_KEY.test(key)) {
        const values = Array.isArray(entry) ? entry : [entry];
        const ids = values.filter((v) => (typeof v === 'string' && v.length <= MAX_VALUE) || typeof v === 'number').slice(0, 10);
        if (ids.length > 0) targets[key] = ids.map(String).join(',');
      } else {
        visit(entry, depth + 1);
      }
    }
  };
  visit(variables, 0);
  return targets;
}

/** The outcome of an answer, from its errors. */
export function outcomeOf(errors: readonly GraphQLFormattedError[] | undefined): { outcome: AuditOutcome; code?: string } {
  const code = errors?.[0]?.extensions?.code;
  if (code === undefined) return { outcome: 'ok' };
  return { outcome: REFUSALS.has(String(code)) ? 'refused' : 'failed', code: String(code) };
}

export function actorOf(user: SessionUser, record: RequestRecord | undefined): AuditActor {
  return {
    id: ownId(user),
    userType: user.userType ?? 'anonymous',
    internal: user.internal,
    kind: record?.clientName === WEB_CLIENT_NAME ? 'person' : 'tool',
  };
}

/** The user a provider staff member was viewing as, when the request was made that way. */
export function viewedAsOf(state: ViewerState | undefined): AuditEvent['viewedAs'] {
  return state?.viewingAs ? { userType: state.effective.userType ?? 'unknown', id: state.effective.associateId } : undefined;
}

/** Whether a write is on the audit trail: provider staff, corporate reviewers, view-as writes, and anyone unknown. */
export function isAudited(state: ViewerState | undefined): boolean {
  if (!state) return true;
  if (state.viewingAs) return true;
  return canAdminister(state.real) || state.real.userType === 'mirus' || state.real.userType === 'corp';
}

/**
 * The audit trail (issue #24 §3, decision D-129): one JSON line per staff write, sign-in and sign-out, on its own
 * logger (`"name": "audit"`, `"audit": true`) so a log pipeline can route it, and counted in /metrics by operation
 * and outcome.
 */
export class AuditTrail {
  private readonly logger: Logger;

  constructor(
    logger: Logger,
    private readonly metrics: GatewayMetrics,
    private readonly addressOf: (req: IncomingMessage) => string,
  ) {
    this.logger = logger.child({ name: 'audit', audit: true });
  }

  record(event: AuditEvent, req: IncomingMessage, record: RequestRecord | undefined): void {
    this.metrics.auditEvent(event.operation, event.outcome);
    this.logger.info(
      {
        operation: event.operation,
        outcome: event.outcome,
        code: event.code,
        actor: event.actor,
        viewedAs: event.viewedAs,
        targets: event.targets,
        reqId: record?.id,
        client: record?.clientName,
        address: this.addressOf(req),
        traceId: record?.traceId,
      },
      'audit',
    );
  }
}
