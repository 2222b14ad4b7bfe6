import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS as LIMITS,
  ROUTE_PATTERN,
  scrubErrorText,
  type ClientErrorBatch,
} from '@portal/rules';
import { z } from 'zod';

const report = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  name: z.string().max(LIMITS.name),
  message: z.string().max(LIMITS.message),
  stack: z.string().max(LIMITS.stack).nullable(),
  route: z.string().max(LIMITS.route),
  count: z.number().int().min(1).max(LIMITS.count),
});

const batch = z.strictObject({
  version: z.string().regex(/^[A-Za-z0-9._+-]+$/).max(LIMITS.version),
  commit: z.string().regex(/^[0-9a-f]{7,40}$/).nullable(),
  reports: z.array(report).min(1).max(LIMITS.batch),
});

/** A route's pattern: its characters only, and nothing the scrub would change (an id of four digits or more). */
const isRoutePattern = (route: string) => ROUTE_PATTERN.test(route) && scrubErrorText(route, LIMITS.route) === route;

/**
 * A batch as the gateway logs it, or null when the body is not one (too many reports, a text too long, an unknown
 * kind or field). The texts are scrubbed again, whatever the browser did, and a route that is no pattern (an
 * address with an id) is "unknown".
 */
export function readBatch(body: unknown): ClientErrorBatch | null {
  const parsed = batch.safeParse(body);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    reports: parsed.data.reports.map((r) => ({
      ...r,
      name: scrubErrorText(r.name, LIMITS.name),
      message: scrubErrorText(r.message, LIMITS.message),
      stack: r.stack === null ? null : scrubErrorText(r.stack, LIMITS.stack),
      route: isRoutePattern(r.route) ? r.route : 'unknown',
    })),
  };
}
