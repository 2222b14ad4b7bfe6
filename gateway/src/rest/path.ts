/** One path segment from a value the client sent (ids, names). */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
