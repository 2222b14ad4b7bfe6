import dayjs from 'dayjs';

const DATE_TIME_FORMAT = 'MMMM D, YYYY h:mm A';
export const DATE_ONLY_FORMAT = 'MMMM D, YYYY';

/** A DateTime from the gateway as a person reads it, in their own time zone. */
export function formatDateTime(value: string | null | undefined, format = DATE_TIME_FORMAT): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : null;
}
