import type { Router } from 'express';
import type { DataModule, Db, ResetOptions } from './db/module';
import type { FaultStore } from './http/faults';
import type { RequestLog } from './http/requestLog';

export interface AreaContext {
  db: Db;
  faults: FaultStore;
  /** The calls received since the last reset (test scaffolding, GET /api/sandbox/requests/). */
  requests: RequestLog;
  /** Re-seeds the database and clears faults. */
  reset(options?: ResetOptions): void;
}

/** One spec area: its tables and seed rows (optional) and its routes. Register it in areas.ts. */
export interface Area extends DataModule {
  routes(router: Router, ctx: AreaContext): void;
}
