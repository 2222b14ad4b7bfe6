import type { Express } from 'express';
import type { Drain } from './drain';
import { healthz, readyz, type ReadinessSettings } from './health';
import type { Logger } from './logger';
import type { GatewayMetrics } from './metrics';
import { metricsRoute, type MetricsAccess } from './metricsRoute';
import type { KnownOperations } from './operations';
import type { RequestLog } from './requestLog';
import { SCHEMA_PATH, schemaRoute, type StaffGate } from './schemaRoute';

/** What one gateway instance needs to be operated: its logger, metrics, drain state and probes. */
export interface Operations {
  logger: Logger;
  metrics: GatewayMetrics;
  drain: Drain;
  known: KnownOperations;
  readiness: Omit<ReadinessSettings, 'draining'>;
  metricsAccess: MetricsAccess;
  /** The printed schema.graphql. */
  sdl: string;
}

/**
 * The routes outside GraphQL and the roles table, mounted before everything else: the probes and /metrics are not
 * logged per call (they are polled); every later request gets its id, its log line and its metrics.
 */
export function mountOperations(app: Express, ops: Operations, log: RequestLog, staffOnly?: StaffGate): void {
  app.get('/healthz', healthz);
  app.get('/readyz', readyz({ ...ops.readiness, draining: () => ops.drain.draining }));
  app.get('/metrics', metricsRoute(ops.metrics, ops.metricsAccess));
  app.use(log.middleware);
  app.get(SCHEMA_PATH, schemaRoute(ops.sdl, staffOnly));
}
