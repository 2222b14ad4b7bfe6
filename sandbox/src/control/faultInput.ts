import type { Fault } from '../http/faults';
import { FieldErrors } from '../http/validation';

/** Validates POST api/sandbox/faults/ {method, path, status, body?, times?}. */
export function parseFault(body: Record<string, unknown>): Fault {
  const errors = new FieldErrors();
  const method = errors.requiredText(body, 'method');
  const path = errors.requiredText(body, 'path');
  const { status, times } = body;
  if (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599) {
    errors.add('status', 'A valid HTTP status code (100-599) is required.');
  }
  if (times !== undefined && times !== null && (!Number.isInteger(times) || (times as number) < 1)) {
    errors.add('times', 'Ensure this value is a whole number greater than or equal to 1.');
  }
  errors.throwIfAny();
  return {
    method,
    path,
    status: status as number,
    body: body.body ?? undefined,
    times: typeof times === 'number' ? times : undefined,
  };
}
