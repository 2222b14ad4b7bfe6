/**
 * CONST-044: error reporting samples nothing away (every distinct error is reported, none dropped at random) and
 * traces nothing (no performance spans, no trace ids or trace headers).
 */
export const ERROR_REPORTING = { sampling: 'off', tracing: 'off' } as const;
