import { isoUtc } from '../db/time';
import { badRequest, type FieldErrorBody } from './errors';

type Body = Record<string, unknown>;

/** DRF's default field messages. */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  list: (value: unknown) => `Expected a list of items but got type "${typeof value}".`,
  choice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  dateTime:
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
} as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Collects messages per field, DRF style, so one 400 reports every problem. */
export class FieldErrors {
  private readonly errors: FieldErrorBody = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw badRequest(this.errors);
  }

  requiredText(body: Body, field: string): string {
    const value = body[field];
    if (value === undefined || value === null) this.add(field, FIELD_MESSAGES.required);
    else if (typeof value !== 'string') this.add(field, FIELD_MESSAGES.string);
    else if (value.trim() === '') this.add(field, FIELD_MESSAGES.blank);
    else return value;
    return '';
  }

  optionalText(body: Body, field: string): string | null {
    const value = body[field];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value;
    this.add(field, FIELD_MESSAGES.string);
    return null;
  }

  boolean(body: Body, field: string, fallback?: boolean): boolean {
    const value = body[field];
    if (typeof value === 'boolean') return value;
    if (value === undefined && fallback !== undefined) return fallback;
    this.add(field, value === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.boolean);
    return false;
  }

  choice<T extends string>(body: Body, field: string, choices: readonly T[], fallback: T): T {
    const value = body[field];
    if (value === undefined || value === null) return fallback;
    if ((choices as readonly unknown[]).includes(value)) return value as T;
    this.add(field, FIELD_MESSAGES.choice(value));
    return fallback;
  }

  /** An ISO 8601 date-time, answered in DRF's UTC form (2020-01-01T00:00:00Z). */
  dateTime(body: Body, field: string): string {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      this.add(field, FIELD_MESSAGES.required);
      return '';
    }
    const time = typeof value === 'string' && ISO_DATE_TIME.test(value) ? Date.parse(value) : NaN;
    if (Number.isNaN(time)) {
      this.add(field, FIELD_MESSAGES.dateTime);
      return '';
    }
    return isoUtc(new Date(time));
  }

  list(body: Body, field: string): unknown[] {
    const value = body[field];
    if (Array.isArray(value)) return value;
    this.add(field, value === undefined || value === null ? FIELD_MESSAGES.required : FIELD_MESSAGES.list(value));
    return [];
  }
}
