import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { activeTraceId } from '../lib/tracing';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** JSON lines (production) or readable lines (development). */
  production: boolean;
  /** Default "info". */
  level?: string;
  /** Where lines go; tests pass a stream to read them. Default stdout. */
  destination?: DestinationStream;
}

/**
 * The gateway's one logger. Nothing the request carried is logged as is: the request line is built field by field
 * (ops/requestLog.ts), a failure as type, message and stack (ops/failureLog.ts). No pino redact list: its wildcard
 * paths cost 5-10 times a line's serialisation on every request and would guard objects that are never logged.
 */
export function createLogger(options: LoggerOptions): Logger {
  const settings = {
    level: options.level ?? 'info',
    base: undefined,
    // The trace id of the request a line is written in, when tracing is on (D-128); the request line carries its own.
    mixin: (merge: object) => {
      const traceId = 'traceId' in merge ? undefined : activeTraceId();
      // A new object each time: pino writes the line's own fields into it.
      return traceId ? { traceId } : {};
    },
  };
  if (options.destination) return pino(settings, options.destination);
  if (options.production) return pino(settings, pino.destination({ dest: 1, sync: false }));
  return pino(settings, pretty({ colorize: process.stdout.isTTY, sync: true, ignore: 'pid,hostname' }));
}

/** A logger that drops everything (tests that do not read the logs). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

/** Resolves once every line written so far reached its destination (before the process exits). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}
