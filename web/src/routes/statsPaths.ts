export function agentPath(agentId: string): string {
  return `/agents/${encodeURIComponent(agentId)}/`;
}

export function agentDashboardPath(agentId: string): string {
  return `${agentPath(agentId)}dashboard/`;
}
