import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds; the gateway's own answers are milliseconds, an upstream's up to its timeout. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const MAX_CLIENTS = 20;
const CLIENT_NAME = /^[A-Za-z0-9._-]{1,40}$/;
const ERROR_CODE = /^[A-Z_]{1,40}$/;
const OPERATION = /^[A-Za-z,]{1,80}$/;

/** One gateway instance's metrics, in its own registry (several gateways may share a process in tests). */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly clients = new Set<string>();
  private readonly requests = new Histogram({
    name: 'portal_graphql_request_duration_seconds',
    help: 'GraphQL requests by operation (persisted or known names, else "unknown") and client name.',
    labelNames: ['operation', 'client'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  private readonly upstream = new Histogram({
    name: 'portal_upstream_request_duration_seconds',
    help: 'REST calls to the provider by method, path template and status ("error": no answer).',
    labelNames: ['method', 'path', 'status'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'portal_graphql_errors_total',
    help: 'GraphQL errors sent, by extensions.code.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  private readonly throttled = new Counter({
    name: 'portal_login_throttled_total',
    help: 'Sign-ins refused by the login throttle (decisions D-63, D-150).',
    registers: [this.registry],
  });
  private readonly audits = new Counter({
    name: 'portal_audit_events_total',
    help: 'Audit events (staff writes, sign-ins, sign-outs) by operation and outcome (decision D-129).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly slowed = new Counter({
    name: 'portal_login_slowed_total',
    help: 'Sign-ins made to wait because their account kept failing from every address (decision D-150).',
    registers: [this.registry],
  });

  private readonly clientErrors = new Counter({
    name: 'portal_client_errors_total',
    help: 'Errors browsers reported to POST /client-errors (CONST-044, decision D-192), by kind: error, rejection, boundary.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly clientErrorsDropped = new Counter({
    name: 'portal_client_errors_dropped_total',
    help: 'Browser error reports over the instance\'s log budget: counted, not logged (decision D-192).',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'portal_' });
  }

  /** A client name as a label: a well-formed one among the first MAX_CLIENTS seen, else "other". */
  clientLabel(name: string): string {
    if (this.clients.has(name)) return name;
    if (!CLIENT_NAME.test(name) || this.clients.size >= MAX_CLIENTS) return 'other';
    this.clients.add(name);
    return name;
  }

  graphqlRequest(operation: string, client: string, seconds: number): void {
    this.requests.observe({ operation, client: this.clientLabel(client) }, seconds);
  }

  upstreamCall(method: string, pathTemplate: string, status: number | null, seconds: number): void {
    this.upstream.observe({ method, path: pathTemplate, status: status === null ? 'error' : String(status) }, seconds);
  }

  graphqlError(code: string): void {
    this.errors.inc({ code: ERROR_CODE.test(code) ? code : 'OTHER' });
  }

  /** The operation is a mutation's root fields (bounded by the schema) or a plain route's action. */
  auditEvent(operation: string, outcome: string): void {
    this.audits.inc({ operation: OPERATION.test(operation) ? operation : 'other', outcome });
  }

  loginThrottled(): void {
    this.throttled.inc();
  }

  loginSlowed(): void {
    this.slowed.inc();
  }

  /** `count` occurrences of one browser error (kinds are the three of CLIENT_ERROR_KINDS, checked by the route). */
  clientError(kind: string, count: number): void {
    this.clientErrors.inc({ kind }, count);
  }

  clientErrorsOverBudget(reports: number): void {
    this.clientErrorsDropped.inc(reports);
  }
}
