/** ADMIN-029: words for a note's yes/no service failure. */
export function serviceFailureLabel(value: boolean): string {
  return value ? 'Yes' : 'No';
}
