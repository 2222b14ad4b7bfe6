import type { Fault } from '../http/faults';
import { FieldErrors } from '../http/validation';

/** Validates POST api/sandbox/faults/ {method, path, status, body?, times?, delayMs?}; status may go with a delay. */
export function parseFault(body: Record<string, unknown>): Fault {
  const errors = new FieldErrors();
  const method = errors.requiredText(body, 'method');
  const path = errors.requiredText(body, 'path');
  const { status, times, delayMs } = body;
  const delayed = delayMs !== undefined && delayMs !== null;
  if (delayed && (!Number.isInteger(delayMs) || (delayMs as number) < 1 || (delayMs as number) > 60_000)) {
    errors.add('delayMs', 'Ensure this value is a whole number of milliseconds from 1 to 60000.');
  }
  const statusGiven = status !== undefined && status !== null;
  if ((statusGiven || !delayed) && (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599)) {
    errors.add('status', 'A valid HTTP status code (100-599) is required.');
  }
  if (times !== undefined && times !== null && (!Number.isInteger(times) || (times as number) < 1)) {
    errors.add('times', 'Ensure this value is a whole number greater than or equal to 1.');
  }
  errors.throwIfAny();
  return {
    method,
    path,
    status: statusGiven ? (status as number) : undefined,
    body: body.body ?? undefined,
    times: typeof times === 'number' ? times : undefined,
    delayMs: delayed ? (delayMs as number) : undefined,
  };
}
