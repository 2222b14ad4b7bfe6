export { toCsv } from '@portal/rules';

/** A report's file name: overview-agent-domains-2026-11-22.csv */
export function csvFileName(key: string, today: string): string {
  return `overview-${key.replace(/[^a-z0-9-]+/gi, '-')}-${today}.csv`;
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
