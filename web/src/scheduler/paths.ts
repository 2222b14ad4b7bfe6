const seg = (value: string) => encodeURIComponent(value);

export type SchedulerChild = 'appointments' | 'schedules' | 'settings';

/** /agents/{agentID}/appointment-scheduler/ and its children (seed 000 §2). */
export function schedulerPath(agentId: string, child?: SchedulerChild): string {
  return `/agents/${seg(agentId)}/appointment-scheduler/${child ? `${child}/` : ''}`;
}

/** SCHED-012: one schedule's own page, by its number (decision D-193). */
export function schedulePath(agentId: string, pk: number): string {
  return `${schedulerPath(agentId, 'schedules')}${pk}/`;
}

export function dashboardPath(agentId: string): string {
  return `/agents/${seg(agentId)}/dashboard/`;
}
