/** The overview's REST calls (decision D-46, docs/sandbox-api.md). */
export const OVERVIEW_CALLS = {
  summary: 'api/overview/summary/',
  callTracking: 'api/overview/calltracking/',
  qlp: 'api/overview/qlp/',
  queue: 'api/overview/queue/',
  m1Stats: 'api/overview/m1stats/',
  participation: 'api/overview/participation/',
  departures: 'api/overview/departures/',
  reports: 'api/overview/reports/',
} as const;

export const queueItemPath = (id: string) => `${OVERVIEW_CALLS.queue}${encodeURIComponent(id)}/`;
export const approvePath = (id: string) => `${queueItemPath(id)}approve/`;

/** API-067. */
export const corporateUserPath = (employeeId: string) => `api/users/corporate/${encodeURIComponent(employeeId)}/`;
