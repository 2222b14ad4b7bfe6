/** ROUTE-046: "{label} Editor for {domain}". */
export function editorTitle(label: string, domainName: string): string {
  return `${label} Editor for ${domainName}`;
}
