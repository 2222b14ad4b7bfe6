export { toCsv } from '../lib/toCsv';

/** A report's file name: overview-agent-domains-2026-11-22.csv */
export function csvFileName(key: string, today: string): string {
  return `overview-${key.replace(/[^a-z0-9-]+/gi, '-')}-${today}.csv`;
}
