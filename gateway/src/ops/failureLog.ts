import type { Application, Response } from 'express';
import { silentLogger, type Logger } from './logger';
import { recordOf } from './requestRecord';

const loggers = new WeakMap<Application, Logger>();

export function setAppLogger(app: Application, logger: Logger): void {
  loggers.set(app, logger);
}

/**
 * A request that failed inside the gateway: its id, the error's type, message and stack only. Never the error
 * object itself: a body parser's error carries the raw body (a password, a card number).
 */
export function logRequestFailure(app: Application, res: Response, error: unknown): void {
  const summary =
    error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { type: typeof error };
  (loggers.get(app) ?? silentLogger()).error({ reqId: recordOf(res)?.id, err: summary }, 'request failed');
}
